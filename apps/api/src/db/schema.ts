// Every table of the API, re-exported from the modules that own them. drizzle-kit reads this file.

export * from '../modules/analytics/analytics.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/billing/subscriptions.table.ts';
export * from '../modules/catalogue/catalogue.table.ts';
export * from '../modules/directory/directory.table.ts';
export * from '../modules/feedback/feedback.table.ts';
export * from '../modules/matching/matching.table.ts';
export * from '../modules/messaging/messaging.table.ts';
export * from '../modules/notification-channels/channels.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/offers/offers.table.ts';
export * from '../modules/opportunities/opportunities.table.ts';
export * from '../modules/outbox/outbox.table.ts';
export * from '../modules/portfolio/portfolio.table.ts';
export * from '../modules/products/products.table.ts';
export * from '../modules/providers/match-settings.table.ts';
export * from '../modules/providers/providers.table.ts';
export * from '../modules/references/references.table.ts';
export * from '../modules/reviews/reviews.table.ts';
export * from '../modules/team/team.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/wallet/wallet.table.ts';
