/** What other screens use of the Team feature: the people actions the Admin Panel's account users list shares. */
export { ConfirmedAction } from './ConfirmedAction';
export { OwnerMark } from './OwnerMark';
export { PEOPLE_TEXTS } from './people-texts';
