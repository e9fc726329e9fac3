/** What other features use of the activity log: the writer each change calls in its own transaction, or its CTE for a change made by one statement. */
export { accountActivity } from './activity.tables';
export { activityCte, actorOf, recordActivity, type ActivityActor, type ActivityEntry } from './record-activity';
