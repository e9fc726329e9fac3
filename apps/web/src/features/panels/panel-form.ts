import { createPanelBodySchema, PANEL_MAX_AVATARS, type CreatePanelBody, type PanelKind } from '@persona/shared';

/** What the New Panel form holds: the picked avatars, the kind, and the question or the asset (typed or uploaded). */
export interface PanelFormValues {
  kind: PanelKind;
  avatarIds: string[];
  question: string;
  asset: string;
  /** An uploaded chat attachment (asset panels): its id goes as `attachment`. */
  attachmentId: string | null;
  title: string;
}

export const EMPTY_PANEL_FORM: PanelFormValues = { kind: 'question', avatarIds: [], question: '', asset: '', attachmentId: null, title: '' };

export type PanelFormField = 'avatarIds' | 'prompt' | 'title';
export type PanelFormErrors = Partial<Record<PanelFormField | 'form', string>>;

/** The body of POST /api/panels: the kind's own text (a question panel never sends the asset's upload). */
export function panelBody(values: PanelFormValues, accountId: string): CreatePanelBody {
  const asset = values.kind === 'asset';
  return {
    accountId,
    kind: values.kind,
    avatarIds: values.avatarIds,
    prompt: asset ? values.asset : values.question,
    ...(asset && values.attachmentId ? { attachment: values.attachmentId } : {}),
    ...(values.title.trim() ? { title: values.title } : {}),
  };
}

const FIELDS: readonly string[] = ['avatarIds', 'prompt', 'title'] satisfies PanelFormField[];

/** The form checked with the server's own schema: the body to send, or the first message of each field. */
export function checkPanelForm(values: PanelFormValues, accountId: string): { body: CreatePanelBody; errors: null } | { body: null; errors: PanelFormErrors } {
  const body = panelBody(values, accountId);
  const checked = createPanelBodySchema.safeParse(body);
  if (checked.success) return { body, errors: null };
  const errors: PanelFormErrors = {};
  for (const issue of checked.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' && FIELDS.includes(head) ? (head as PanelFormField) : 'form';
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** Picks an avatar, or puts it back; a seventh is refused (the list stays as it was). */
export function togglePick(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((picked) => picked !== id);
  return ids.length >= PANEL_MAX_AVATARS ? [...ids] : [...ids, id];
}
