// Every table of the API, re-exported from the modules that own them. drizzle-kit reads this file.

export * from '../modules/agencies/match-settings/match-settings.table.ts';
export * from '../modules/agencies/portfolio/portfolio.table.ts';
export * from '../modules/agencies/products/products.table.ts';
export * from '../modules/agencies/profile/services.table.ts';
export * from '../modules/agencies/references/references.table.ts';
export * from '../modules/analytics/analytics.table.ts';
export * from '../modules/briefs/feedback/feedback.table.ts';
export * from '../modules/briefs/matching/matching.table.ts';
export * from '../modules/briefs/offers/offers.table.ts';
export * from '../modules/briefs/opportunities/opportunities.table.ts';
export * from '../modules/catalogue/catalogue.table.ts';
export * from '../modules/directory/directory.table.ts';
export * from '../modules/identity/accounts/providers.table.ts';
export * from '../modules/identity/auth/auth.table.ts';
export * from '../modules/identity/team/team.table.ts';
export * from '../modules/identity/users/users.table.ts';
export * from '../modules/ledger/subscriptions/subscriptions.table.ts';
export * from '../modules/ledger/wallet/wallet.table.ts';
export * from '../modules/messaging/messaging.table.ts';
export * from '../modules/notifications/channels/channels.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/ops/audit/audit.table.ts';
export * from '../modules/ops/operators/operators.table.ts';
export * from '../modules/ops/queues/queues.table.ts';
export * from '../modules/outbox/outbox.table.ts';
export * from '../modules/reviews/reviews.table.ts';
