/** Every table, gathered from the feature folders for Drizzle and its migrations. */
export * from '../../features/accounts/accounts.schema';
export * from '../../features/auth/auth.schema';
export * from '../../features/invitations/invitations.schema';
export * from '../../features/companies/companies.schema';
export * from '../../features/credits/credits.schema';
export * from '../../features/orders/orders.schema';
export * from '../../features/avatars/avatars.schema';
