/** What other features use of the activity log: the writer each change calls in its own transaction. */
export { accountActivity } from './activity.tables';
export { actorOf, recordActivity, type ActivityActor, type ActivityEntry } from './record-activity';
