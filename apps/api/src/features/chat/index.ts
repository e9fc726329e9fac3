/** What other features may use of the chat: its tables (an account's or avatar's removal cascades to them) and its persona layer. */
export { chatAttachments, chatMessages, chatThreads } from './chat.tables';
export { personaDeps } from './persona-deps';
export { findPersonaSource, type PersonaSource } from './chat.queries';
export { toPersonaContext, type Cite } from './chat.mappers';
export { findChatAttachment, markCutQuestions, threadCitations as personaCitations } from './chat.service';
export { createAnswerBudget, type AnswerBudget, type AnswerKind, type AnswerTicket } from './answer-budget';
export {
  AnswerStopped,
  assetLines,
  collectAnswer,
  cutText,
  modelCall,
  modelClient,
  parseAssetReaction,
  parseStance,
  STANCE_OPENERS,
  type AnswerDeps,
  type ModelEndpoint,
  type PersonaModel,
  type PersonaTask,
} from './persona';
