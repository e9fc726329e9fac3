import { routes, type TestBillingActionBody } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { accountKey } from '../../lib/session/current-account';

/**
 * The membership calls (spec section 7, Products and payment): the plans, the account's credit log, starting a
 * checkout, and the portal's own test checkout (read, pay, cancel).
 */

export const fetchProducts = (signal?: AbortSignal) => callApi(routes.listProducts, { signal });

export const fetchCreditTransactions = (accountId: string, signal?: AbortSignal) =>
  callApi(routes.listCreditTransactions, { params: { id: accountId }, signal });

export const fetchCurrentPlan = (accountId: string, signal?: AbortSignal) => callApi(routes.getCurrentPlan, { params: { id: accountId }, signal });

/** Answers where to send the browser: Stripe's hosted page (absolute) or the test checkout (a path). */
export const startCheckout = (accountId: string, productId: string) => callApi(routes.createCheckout, { body: { accountId, productId } });

/** Also what lets the server fulfil a paid Stripe checkout whose notification is late. */
export const fetchCheckout = (id: string, signal?: AbortSignal) => callApi(routes.getCheckout, { params: { id }, signal });

export const payTestCheckout = (id: string) => callApi(routes.payTestCheckout, { params: { id } });

export const cancelTestCheckout = (id: string) => callApi(routes.cancelTestCheckout, { params: { id } });

/** Manage: answers where to send the browser (Stripe's customer portal, absolute, or the test driver's page, a path). */
export const openBillingPortal = (accountId: string) => callApi(routes.openBillingPortal, { params: { id: accountId } });

/** The test driver's actions on the current plan; answers the plan as it now is. */
export const manageTestSubscription = (accountId: string, body: TestBillingActionBody) => callApi(routes.manageTestSubscription, { params: { id: accountId }, body });

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: ({ signal }) => fetchProducts(signal),
  // The plans are a fixed catalogue.
  staleTime: 5 * 60_000,
});

/** Newest first (the server sorts them); read again on every visit, as purchases and orders change it. */
export const creditTransactionsQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...accountKey(accountId), 'credit_transactions'],
    enabled: accountId !== '',
    staleTime: 0,
    queryFn: ({ signal }) => fetchCreditTransactions(accountId, signal),
  });

/**
 * The plan the account pays for now, by its subscription (never guessed from the membership), with that
 * subscription's state and the last invoices; read on every visit.
 */
export const currentPlanQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...accountKey(accountId), 'plan'],
    staleTime: 0,
    queryFn: ({ signal }) => fetchCurrentPlan(accountId, signal),
  });

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: ['checkouts', id],
    staleTime: 0,
    queryFn: ({ signal }) => fetchCheckout(id, signal),
    // An unknown (or another account's) checkout answers 404 at once: asking again would only delay the message.
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

export const useProducts = () => useQuery(productsQuery);
export const useCurrentPlan = (accountId: string) => useQuery(currentPlanQuery(accountId));
export const useCreditTransactions = (accountId: string) => useQuery(creditTransactionsQuery(accountId));
export const useCheckout = (id: string) => useQuery(checkoutQuery(id));
