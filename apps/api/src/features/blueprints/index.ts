/** The Blueprint's one home: its table, the document built from a delivery, and its rendering. */
export { blueprints } from './blueprints.tables';
export { addBlueprint } from './blueprints.service';
export { toDocument } from './blueprint-document';
export { markdownToSafeHtml } from './render-blueprint';
