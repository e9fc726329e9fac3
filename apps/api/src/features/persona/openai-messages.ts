import type { CompletionMessage } from './completion-stream';
import { taskInstruction, taskUserMessage } from './panel-prompt';
import type { PersonaQuestion } from './persona-model';
import { buildSystemPrompt } from './system-prompt';

/**
 * The chat-completions messages for a question: the role lock with the Blueprint (always the first system
 * message), a panel task's format as a second one, the thread, then the question (with the task's material).
 */
export function buildMessages({ persona, task, history, question }: PersonaQuestion): CompletionMessage[] {
  return [
    { role: 'system', content: buildSystemPrompt(persona) },
    ...(task ? [{ role: 'system' as const, content: taskInstruction(task, question) }] : []),
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: task ? taskUserMessage(task, question) : question },
  ];
}

/** The text the citations fall back to when the model names no sources: what the answer is about. */
export function groundingText({ task, question }: PersonaQuestion): string {
  if (task?.kind === 'asset-review') return `${question}\n${task.asset}`;
  if (task?.kind === 'panel-review') return [question, ...task.others.map((o) => o.text)].join('\n');
  return question;
}
