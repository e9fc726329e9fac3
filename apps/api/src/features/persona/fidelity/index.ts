/** The persona fidelity suite: seven figures of how faithful a persona is to its Blueprint, and their reports. */
export { runFidelitySuite, suiteAnswerCount } from './run-suite';
export { judgeFor, createModelJudge } from './model-judge';
export { lexicalJudge } from './lexical-judge';
export { fidelityMarkdown, fidelityTable, failedMeasures, type FidelityRow } from './report-format';
export type { FidelityOptions, FidelityProgress, SentenceJudge } from './suite-types';
