import { useCallback, useEffect, useRef, useState } from 'react';
import { showSuccess } from '../../components/alerts';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/button-styles';
import { SkeletonLines } from '../../components/Skeleton';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { focusIsLost } from '../../lib/focus';
import { usePublicConfig } from '../../lib/public-config';
import { useSubmit } from '../../lib/useSubmit';
import { RecoveryCodes } from './RecoveryCodes';
import { SettingsCard } from './SettingsCard';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnrol, useNewRecoveryCodes, useTwoFactorStatus } from './security-api';
import { SECURITY_TEXTS as T } from './security-texts';

/** Turning on: the password, then the authenticator setup and recovery codes, then a first code confirms it. */
function Enrolment({ refocus }: { refocus: () => void }) {
  const enrol = useEnrol();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const googleSignIn = usePublicConfig().data?.googleSignIn === true;
  const start = useSubmit(async () => {
    await enrol.mutateAsync(password);
    setPassword('');
  });
  const finish = useSubmit(async () => {
    await confirm.mutateAsync(code.trim());
    await showSuccess(T.turnedOn);
    refocus();
  });
  const setup = enrol.data;
  useEffect(() => {
    if (setup) refocus();
  }, [setup, refocus]);
  if (!setup) {
    return (
      <form noValidate onSubmit={start.onSubmit} className="flex flex-col gap-3 sm:max-w-sm">
        <p className="text-sm text-gray-600 dark:text-slate-400">{T.twoFactorOff}</p>
        <TextField label={T.password} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        {googleSignIn && <p className="text-sm text-gray-600 dark:text-slate-400">{T.noPassword}</p>}
        <SubmitButton disabled={password === ''} busy={start.busy}>
          {T.turnOn}
        </SubmitButton>
      </form>
    );
  }
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600 dark:text-slate-400">{T.setupIntro}</p>
      <dl className="grid gap-2 text-sm">
        <dt className="font-medium text-gray-700 dark:text-slate-300">{T.secretKey}</dt>
        <dd className="font-mono break-all text-gray-900 dark:text-slate-100" data-testid="totp-secret">
          {secret}
        </dd>
        <dt className="font-medium text-gray-700 dark:text-slate-300">{T.setupLink}</dt>
        <dd className="font-mono text-xs break-all">
          <a href={setup.totpURI} className="text-indigo-700 underline dark:text-indigo-300" data-testid="totp-uri">
            {setup.totpURI}
          </a>
        </dd>
      </dl>
      <RecoveryCodes codes={setup.backupCodes} />
      <form noValidate onSubmit={finish.onSubmit} className="flex flex-col gap-3 sm:max-w-sm">
        <TextField label={T.code} autoComplete="one-time-code" inputMode="numeric" value={code} onChange={setCode} />
        <SubmitButton disabled={code.trim() === ''} busy={finish.busy}>
          {T.confirm}
        </SubmitButton>
      </form>
    </div>
  );
}

/** A password and one button: an action on the second factor that asks for the password again. */
function PasswordAction({ label, run }: { label: string; run: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const { busy, onSubmit } = useSubmit(async () => {
    await run(password);
    setPassword('');
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-2 sm:max-w-sm">
      <TextField label={`${T.password} (${label})`} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <button type="submit" className={buttonClass('secondary')} disabled={password === '' || busy}>
        {label}
      </button>
    </form>
  );
}

/** On: new recovery codes or turning off, each with the password again. */
function EnrolledActions({ refocus }: { refocus: () => void }) {
  const renew = useNewRecoveryCodes();
  const disable = useDisableTwoFactor();
  useEffect(() => {
    if (renew.data) refocus();
  }, [renew.data, refocus]);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-slate-400">
        <Badge tone="green">{T.on}</Badge>
        {T.twoFactorOn}
      </p>
      {renew.data && <RecoveryCodes codes={renew.data.backupCodes} />}
      <p className="text-sm text-gray-600 dark:text-slate-400">{T.passwordToChange}</p>
      <div className="flex flex-col gap-4 sm:flex-row">
        <PasswordAction label={T.newRecoveryCodes} run={async (password) => void (await renew.mutateAsync(password))} />
        <PasswordAction
          label={T.turnOff}
          run={async (password) => {
            await disable.mutateAsync(password);
            await showSuccess(T.turnedOff);
            refocus();
          }}
        />
      </div>
    </div>
  );
}

/** The Security screen's "Two-factor sign-in" section. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step replaces the form whose button had focus (or disables it while busy): the section's heading takes it
  // then, so the keyboard goes on from the new step, not from the top of the page.
  const refocus = useCallback(() => {
    if (focusIsLost()) heading.current?.focus();
  }, []);
  return (
    <SettingsCard title={T.twoFactor} headingRef={heading}>
      {status.isPending ? <SkeletonLines lines={2} /> : status.data?.enabled ? <EnrolledActions refocus={refocus} /> : <Enrolment refocus={refocus} />}
    </SettingsCard>
  );
}
