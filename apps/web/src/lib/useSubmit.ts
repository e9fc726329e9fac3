import { useState, type FormEvent } from 'react';
import { showOops } from '../components/alerts';
import { errorMessage } from './error-message';

/**
 * A form's submit handler: blocks double submits, exposes busy for the button, and shows any failure in the
 * 'Oops!' alert (throw a UserFacingError for a validation message).
 */
export function useSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let message: string | null = null;
    try {
      await action();
    } catch (error) {
      message = errorMessage(error);
    } finally {
      setBusy(false);
    }
    if (message !== null) await showOops(message);
  };

  return { busy, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
