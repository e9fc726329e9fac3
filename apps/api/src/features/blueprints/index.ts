/** The Blueprint's one home: its table, the document built from a delivery, and its rendering (the avatars feature serves its page). */
export { blueprints } from './blueprints.tables';
export { addBlueprint } from './blueprints.service';
export { toDocument } from './blueprint-document';
export { BLUEPRINT_PAGE_CSP, markdownToSafeHtml, renderBlueprintPage, withoutLayoutScript } from './render-blueprint';
