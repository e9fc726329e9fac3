/** Limits global-setup lowers on the shared portal, so a spec can reach them in a few calls. */

/** Fidelity runs per account and hour: only fidelity.spec runs any (two at most per account elsewhere in it). */
export const FIDELITY_RUNS_PER_HOUR = 3;
