/** What other features may use of the panels: their tables. */
export { panelAnswers, panels } from './panels.tables';
export { markCutRuns } from './panels.service';
