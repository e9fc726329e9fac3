import { ACCOUNT_DATA_TEXTS, routes } from '@persona/shared';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { confirmByTyping, showOops } from '../../components/alerts';
import { callApi, isApiError } from '../../lib/api-client';
import { useMayCall } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { ACCOUNT_DATA_SECTION_TEXTS as TEXTS } from './account-data-texts';

/** The owner's part of settings: download everything the account holds, or close it (its name typed to confirm). */
export function AccountDataSection() {
  const { account, signOut } = useSession();
  const mayClose = useMayCall(routes.closeAccount);
  const [busy, setBusy] = useState(false);
  if (!account || !mayClose) return null;

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { url } = await callApi(routes.exportAccountData, { params: { id: account!.id } });
      window.location.assign(url);
    } catch (error) {
      await showOops(error instanceof Error ? error.message : ACCOUNT_DATA_TEXTS.linkInvalid);
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    const name = await confirmByTyping({
      title: TEXTS.closeQuestion,
      text: TEXTS.closeExplanation(account!.name),
      expected: account!.name,
      confirm: TEXTS.close,
      mismatch: ACCOUNT_DATA_TEXTS.nameMismatch,
    });
    if (name === null) return;
    try {
      await callApi(routes.closeAccount, { params: { id: account!.id }, body: { name } });
      await signOut();
    } catch (error) {
      const mismatch = isApiError(error, routes.closeAccount, 'ACCOUNT_NAME_MISMATCH');
      await showOops(mismatch ? ACCOUNT_DATA_TEXTS.nameMismatch : error instanceof Error ? error.message : ACCOUNT_DATA_TEXTS.accountNotFound);
    }
  }

  return (
    <section aria-labelledby="account-data-title" className="mt-8 flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="account-data-title" className="text-lg font-semibold">
        {TEXTS.title}
      </h2>
      <p>{TEXTS.description}</p>
      <div className="flex flex-wrap gap-3">
        {/* aria-disabled while the link is on its way: a disabled button would drop the keyboard's focus. */}
        <button type="button" className={buttonClass('secondary', 'md')} aria-disabled={busy} onClick={() => void download()}>
          {TEXTS.download}
        </button>
        <button type="button" className={`${buttonClass('secondary', 'md')} text-red-700 dark:text-red-400`} onClick={() => void close()}>
          {TEXTS.close}
        </button>
      </div>
    </section>
  );
}
