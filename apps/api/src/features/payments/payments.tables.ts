import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** active or canceled. */
    status: text('status').notNull(),
    customerId: text('customer_id'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_account_idx').on(t.accountId)],
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
