/** What the persona shares: an answer's sources (the chat and the panels show them alike). */
export { Citations } from './Citations';
