/** Fidelity reports: stored runs of the persona fidelity suite (features/persona/fidelity), per avatar or order draft. */
export { fidelityReports } from './fidelity.tables';
