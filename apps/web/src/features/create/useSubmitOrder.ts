import { MESSAGES, routes, TIMINGS, type BlueprintOrderBody } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showOops, showSuccess } from '../../components/alerts';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { useOrderBlueprint } from '../orders';
import { accountQuery } from '../../lib/session/current-account';

/**
 * Sends the order (its sources were uploaded as they were added) and leads on (spec sections 4 and 8): success → the 'order received'
 * alert for 2.6 s, then /; refused with INSUFFICIENT_FUNDS → the 'Insufficient funds.' warning for 2.5 s, the
 * wizard closes (onRefused) and the user stays on /create; any other failure → 'Oops!' with the server's
 * message, then /. The balance is read again in every case. sending stays true until the wizard goes away,
 * so Submit cannot be pressed twice. A request that fails on the way (no answer, 503) is sent again with the
 * same order id before any of that (orderBlueprint): the server charges one order per id.
 */
export function useSubmitOrder(accountId: string, onRefused: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrderBlueprint();
  const [sending, setSending] = useState(false);

  const refreshCredits = () => queryClient.invalidateQueries({ queryKey: accountQuery(accountId).queryKey });

  const submit = async (body: BlueprintOrderBody) => {
    if (sending) return;
    setSending(true);
    try {
      await order.mutateAsync(body);
    } catch (error) {
      void refreshCredits();
      if (isApiError(error, routes.orderBlueprint, 'INSUFFICIENT_FUNDS')) {
        await showOops(MESSAGES.insufficientFunds, { icon: 'warning', timerMs: TIMINGS.creditAlertMs });
        onRefused();
        void navigate(PATHS.create);
      } else {
        await showOops(errorMessage(error));
        void navigate(PATHS.home);
      }
      return;
    }
    await Promise.all([showSuccess(MESSAGES.orderReceived, TIMINGS.orderSuccessMs), refreshCredits()]);
    void navigate(PATHS.home);
  };

  return { submit, sending };
}
