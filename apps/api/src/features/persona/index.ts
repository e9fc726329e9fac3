/**
 * The persona: an avatar answering as itself from its Blueprint (retrieval, first-person speech, the offline
 * responder or an OpenAI-compatible model, panel prompts, the bounds of what a call is sent) and the answers'
 * budget. Chat, panels and drafting use it through this file only.
 */
export type { ChatTurn, CitedSection, PersonaAnswer, PersonaContext, PersonaModel, PersonaQuestion, PersonaTask } from './persona-model';
export { GUESS_LINE, keyOf } from './cited-sections';
export { AnswerStopped, collectAnswer, followAbort, type AnswerDeps } from './collect-answer';
export { assetLines, parseAssetReaction, parseStance } from './panel-formats';
export { cutText, historyWindow } from './input-bounds';
export { modelCall, type ModelEndpoint } from './model-call';
export { personaDeps } from './persona-deps';
export { findPersonaSource, type PersonaSource } from './persona.queries';
export { documentPersona, personaCitations, toPersonaContext, type Cite } from './persona.mappers';
export { personaModelFor } from './configured-model';
export { createAnswerBudget, type AnswerBudget, type AnswerKind, type AnswerTicket } from './answer-budget';
export { readPartial, requestStructured, type StructuredModelConfig, type StructuredRequest } from './structured-call';
export { forStrictModels, type JsonSchema } from './strict-schema';
export { contentTerms, searchTerm, SECTION_CUES } from './retrieval';
export { toFirstPerson } from './first-person';
export {
  createModelJudge,
  failedMeasures,
  fidelityMarkdown,
  fidelityTable,
  judgeFor,
  lexicalJudge,
  runFidelitySuite,
  suiteAnswerCount,
  type FidelityOptions,
  type FidelityProgress,
  type FidelityRow,
  type SentenceJudge,
} from './fidelity';
export { askedQuestion, isChoice, isYesNoQuestion, mainQuestions } from './question-choices';
