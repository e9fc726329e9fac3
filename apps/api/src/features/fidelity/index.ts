/**
 * Fidelity reports: stored runs of the persona fidelity suite (features/persona/fidelity), per avatar or order
 * draft. Delivery gives the avatar its order's report through this file (fidelity never imports delivery).
 */
export { fidelityReports } from './fidelity.tables';
export { giveOrderReport, markCutFidelityRuns } from './fidelity.service';
