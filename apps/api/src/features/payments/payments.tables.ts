import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';

/**
 * A checkout an account started: Stripe's Checkout Session (its id) or a built-in test checkout. It moves
 * from open to complete exactly once (the guard against granting a purchase twice), or to canceled.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_account_idx').on(t.accountId)],
);

/**
 * Every payment event handled (a Stripe event id, or the test checkout id for a test payment), written in the
 * same transaction as its effect: a second delivery of the same event finds its row and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** fulfilled, or ignored (with why in detail). */
  outcome: text('outcome').notNull(),
  detail: text('detail'),
  /** When the provider says the event happened (orders events that arrive out of order). */
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan subscription as the payment events describe it; its last event time keeps an older event from undoing a newer one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** active, past_due (a renewal failed: no credits until paid) or canceled (ended; never active again). */
    status: text('status').notNull(),
    customerId: text('customer_id'),
    /** Set to end when the paid period ends (Stripe's cancel_at_period_end, or a cancel_at date). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the paid period ends: the renewal date, or the end date when cancelling. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The time of the last event that described the subscription (created, updated, its checkout, deleted). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    /**
     * The time of the event that last set the status (an invoice's payment or failure sets it too, without
     * describing the rest of the subscription); null: lastEventAt.
     */
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_account_idx').on(t.accountId)],
);

/** An invoice of a subscription as its events describe it (the membership page lists the last few). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    /** In the currency's smallest unit (cents), as Stripe counts. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** paid or failed (its payment failed; paying it later makes it paid). */
    status: text('status').notNull(),
    hostedUrl: text('hosted_url'),
    /** When the provider created the invoice. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The time of the event that last wrote it: an older event does not undo a newer status. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    /**
     * The order invoices were first recorded in: issuedAt counts whole seconds (as Stripe does), so a plan's first
     * invoice and a renewal may share one; of those, the later recorded is the newer.
     */
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (t) => [index('invoices_account_idx').on(t.accountId, t.issuedAt, t.seq)],
);

/**
 * The subscription that currently sets an account's membership, and the time of the event that set it: a
 * membership change from an older event than stateAt is not applied.
 */
export const billingStates = pgTable('billing_states', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id'),
  productId: text('product_id'),
  stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
});
