/** What the membership feature shares: the notice chat and panels show an account whose membership lacks them. */
export { ChatGateNotice } from './ChatGateNotice';
