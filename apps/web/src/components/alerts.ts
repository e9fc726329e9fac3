import { MESSAGES } from '@persona/shared';
import type { SweetAlertOptions } from 'sweetalert2';
import { UI_TEXTS } from '../lib/ui-texts';
import { watchFocus } from './focus-return';

// Watches from the start: focus may leave a control for nowhere well before the alert it leads to opens.
const focusWatch = watchFocus(document);

/**
 * The portal's alerts (spec section 8), all through SweetAlert2.
 * The library is loaded on first use so it stays out of the initial bundle.
 */
async function fire(options: SweetAlertOptions) {
  const opener = focusWatch.opener();
  const { default: Swal } = await import('sweetalert2');
  const dark = document.documentElement.classList.contains('dark');
  return Swal.fire({
    // SweetAlert2 gives focus back 100 ms after the alert has gone, taking it from whatever the person focused
    // meanwhile: it goes back to what opened the alert at once instead, and only while nothing else has it.
    returnFocus: false,
    didClose: () => focusWatch.giveBack(opener),
    theme: dark ? 'dark' : 'light',
    // Match the portal's slate surfaces instead of SweetAlert2's neutral dark grey.
    ...(dark ? { background: '#0f172a', color: '#e2e8f0' } : {}),
    confirmButtonText: UI_TEXTS.alertOk,
    confirmButtonColor: '#4f46e5',
    ...options,
  });
}

export interface OopsOptions {
  icon?: 'warning' | 'error';
  /** Closes the alert by itself after this many milliseconds (see TIMINGS). */
  timerMs?: number;
  /** Why it failed, in the server's words: a paragraph of its own after the message, which stays as written. */
  reason?: string;
}

/** Lines as paragraphs of their own (text, never markup), so a fixed text and a reason never run together. */
function paragraphs(lines: string[]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'flex flex-col gap-2';
  for (const line of lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    box.append(paragraph);
  }
  return box;
}

/** The 'Oops!' alert every error uses, with the error's message (and the server's reason after it, if any). */
export async function showOops(message: string, { icon = 'error', timerMs, reason }: OopsOptions = {}): Promise<void> {
  const body = reason ? { html: paragraphs([message, reason]) } : { text: message };
  await fire({ title: MESSAGES.alertTitle, ...body, icon, timer: timerMs, timerProgressBar: timerMs !== undefined });
}

export async function showSuccess(message: string, timerMs?: number): Promise<void> {
  await fire({ text: message, icon: 'success', timer: timerMs, timerProgressBar: timerMs !== undefined });
}

/** A question of its own for confirmDanger: its text, and a title and confirm button other than the delete ones. */
export interface DangerQuestion {
  text: string;
  title?: string;
  confirm?: string;
}

/**
 * Asks 'Danger zone' before deleting something; true when the user chose Delete. A company or campaign gets
 * the spec's question; anything else passes its own text (and may replace what is lost with its own words).
 */
export async function confirmDanger(what: 'company' | 'campaign' | DangerQuestion): Promise<boolean> {
  const question = typeof what === 'string' ? { text: MESSAGES.confirmDelete(what) } : what;
  const result = await fire({
    title: question.title ?? MESSAGES.dangerZone,
    text: question.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: question.confirm ?? UI_TEXTS.alertDelete,
    cancelButtonText: UI_TEXTS.alertCancel,
    confirmButtonColor: '#dc2626',
    focusCancel: true,
    reverseButtons: true,
  });
  return result.isConfirmed;
}

/** A question whose answer must be typed to confirm (an account's name before closing it); true when typed and confirmed. */
export async function confirmByTyping(question: { title: string; text: string; expected: string; confirm: string; mismatch: string }): Promise<string | null> {
  const same = (typed: string) => typed.trim().replace(/\s+/g, ' ').toLowerCase() === question.expected.trim().replace(/\s+/g, ' ').toLowerCase();
  const result = await fire({
    title: question.title,
    text: question.text,
    icon: 'warning',
    input: 'text',
    inputAttributes: { 'aria-label': question.text, autocomplete: 'off' },
    inputValidator: (value: string) => (same(value) ? null : question.mismatch),
    showCancelButton: true,
    confirmButtonText: question.confirm,
    cancelButtonText: UI_TEXTS.alertCancel,
    confirmButtonColor: '#dc2626',
    focusCancel: false,
    reverseButtons: true,
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value : null;
}
