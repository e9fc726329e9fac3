import { ONBOARDING_STEP_COUNT } from '@persona/shared';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { accountQuery, useCurrentAccount } from '../../lib/session/current-account';
import { markOnboarded } from './onboarding-api';
import { readProgress, subscribeProgress, writeProgress } from './progress';
import { isComplete, progressAfter, shownProgress, type OnboardingStep } from './steps';

const COMPLETE_KEY = ['onboarding', 'complete'] as const;

/** The account's local progress, following every write (this tab's and other tabs'). */
export function useStoredProgress(accountId: string): number {
  const read = useCallback(() => readProgress(accountId), [accountId]);
  return useSyncExternalStore(subscribeProgress, read, () => 0);
}

/**
 * The onboarding of the signed-in account, shared by the widget and the /onboarding guide: the progress they show
 * and what a step's button does (advance the progress, go to the step's page, and after the last step mark the
 * account onboarded on the server).
 */
export function useOnboarding() {
  const account = useCurrentAccount();
  const accountId = account?.id ?? '';
  const onboarded = account?.onboarded ?? false;
  const stored = useStoredProgress(accountId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Callbacks on the mutation itself run even when the screen that started it has gone (the guide, after step 4).
  const { mutate: complete } = useMutation({
    mutationKey: COMPLETE_KEY,
    mutationFn: markOnboarded,
    onSuccess: async (updated) => {
      // A read started before the change must not bring the old flag back; the account hook hands it to the session.
      const { queryKey } = accountQuery(updated.id);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, updated);
    },
    onError: (error, id) => {
      // The last step is not done until the server knows: its button stays there to try again.
      if (readProgress(id) >= ONBOARDING_STEP_COUNT) writeProgress(id, ONBOARDING_STEP_COUNT - 1);
      void showOops(errorMessage(error));
    },
  });
  const completing = useIsMutating({ mutationKey: COMPLETE_KEY }) > 0;

  const takeStep = useCallback(
    (step: OnboardingStep) => {
      if (accountId === '') return;
      const next = progressAfter(step, readProgress(accountId));
      writeProgress(accountId, next);
      void navigate(step.path);
      if (isComplete(next) && !onboarded && !completing) complete(accountId);
    },
    [accountId, onboarded, completing, navigate, complete],
  );

  return { account, progress: shownProgress(stored, onboarded), onboarded, completing, takeStep };
}
