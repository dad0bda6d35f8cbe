import { MAX_FILE_BYTES, resolveBrand } from '@brifa/contracts';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createDomainEvents } from './domain-events.ts';
import { blogRoutes } from './modules/agencies/blog/blog.routes.ts';
import { matchSettingsRoutes } from './modules/agencies/match-settings/match-settings.routes.ts';
import { portfolioRoutes } from './modules/agencies/portfolio/portfolio.routes.ts';
import { productsRoutes } from './modules/agencies/products/products.routes.ts';
import { dashboardRoutes } from './modules/agencies/profile/dashboard.routes.ts';
import { profileRoutes } from './modules/agencies/profile/profile.routes.ts';
import { countAgenciesByCategory } from './modules/agencies/profile/services.repo.ts';
import { servicesRoutes } from './modules/agencies/profile/services.routes.ts';
import { referencesRoutes } from './modules/agencies/references/references.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { suggestionRoutes } from './modules/analytics/suggestions/suggestions.routes.ts';
import { adsRoutes } from './modules/billing/ads/ads.routes.ts';
import { couponsRoutes } from './modules/billing/coupons/coupons.routes.ts';
import { invoicesRoutes } from './modules/billing/invoices/invoices.routes.ts';
import { packagesRoutes } from './modules/billing/packages/packages.routes.ts';
import { boostBasketRoutes } from './modules/billing/payments/handlers/boost-basket.routes.ts';
import { paymentsRoutes } from './modules/billing/payments/payments.routes.ts';
import { debtsRoutes } from './modules/billing/subscriptions-renewal/debts.routes.ts';
import { devRenewalsRoutes } from './modules/billing/subscriptions-renewal/dev-renewals.routes.ts';
import { transfersRoutes } from './modules/billing/transfers/transfers.routes.ts';
import { agreementsRoutes } from './modules/briefs/agreements/agreements.routes.ts';
import { devAgreementsRoutes } from './modules/briefs/agreements/dev-agreements.routes.ts';
import { assistantRoutes } from './modules/briefs/assistant/assistant.routes.ts';
import { devFeedbackRoutes, feedbackRoutes } from './modules/briefs/feedback/feedback.routes.ts';
import { clientMatchesRoutes } from './modules/briefs/matching/client-matches.routes.ts';
import { matchingRoutes } from './modules/briefs/matching/matching.routes.ts';
import { meetingsRoutes } from './modules/briefs/meetings/meetings.routes.ts';
import { devNpsRoutes, npsRoutes } from './modules/briefs/nps/nps.routes.ts';
import { offerCompletionRoutes } from './modules/briefs/offers/offer-completion.routes.ts';
import { offerFileRoutes } from './modules/briefs/offers/offer-file.routes.ts';
import { offersRoutes } from './modules/briefs/offers/offers.routes.ts';
import { offerCategoryRoutes } from './modules/briefs/opportunities/offer-category.routes.ts';
import { opportunitiesRoutes } from './modules/briefs/opportunities/opportunities.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { sitemapRoutes } from './modules/directory/sitemap.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { backlinksRoutes } from './modules/growth/backlinks/backlinks.routes.ts';
import { creditReportsRoutes } from './modules/growth/credit-reports/credit-reports.routes.ts';
import { devContractVersionsRoutes } from './modules/identity/accounts/dev-contract-versions.routes.ts';
import { providersRoutes } from './modules/identity/accounts/providers.routes.ts';
import { authRoutes, unversionedAuthRoutes } from './modules/identity/auth/auth.routes.ts';
import { authPluginOptions } from './modules/identity/auth/signing-secret.ts';
import { signupRoutes } from './modules/identity/signup/signup.routes.ts';
import { teamRoutes } from './modules/identity/team/team.routes.ts';
import { devUsersRoutes } from './modules/identity/users/dev-users.routes.ts';
import { usersRoutes } from './modules/identity/users/users.routes.ts';
import { verificationRoutes } from './modules/identity/verification/verification.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { commissionsRoutes } from './modules/ledger/commissions/commissions.routes.ts';
import { devCommissionsRoutes } from './modules/ledger/commissions/dev-commissions.routes.ts';
import { boostsRoutes } from './modules/ledger/subscriptions/boosts.routes.ts';
import { categorySubscriptionRoutes } from './modules/ledger/subscriptions/categories.routes.ts';
import { walletRoutes } from './modules/ledger/wallet/wallet.routes.ts';
import { createLiveHub, type TLiveHub } from './modules/live/live.hub.ts';
import { attachLiveSocket } from './modules/live/live.socket.ts';
import { messagingRoutes, messagingV11Routes } from './modules/messaging/messaging.routes.ts';
import { notificationChannelsRoutes } from './modules/notifications/channels/channels.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { devOperatorsRoutes } from './modules/ops/operators/dev-operators.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { devOutboxRoutes } from './modules/outbox/outbox.routes.ts';
import { startOutboxWorker, type TOutboxWorker } from './modules/outbox/outbox-worker.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createAdapters, type TAdapters } from './platform/adapters/index.ts';
import { sandboxBankOf } from './platform/adapters/payments/index.ts';
import { sandboxBankRoutes } from './platform/adapters/payments/sandbox-bank.routes.ts';
import { addressMatcher } from './platform/client-address.ts';
import type { TClock } from './platform/clock.ts';
import { listSetting, type TConfig } from './platform/config.ts';
import {
  limitConnectionsPerAddress,
  OWN_ADDRESSES,
  timeoutCheckInterval,
} from './platform/connection-limits.ts';
import type { TDatabase } from './platform/db.ts';
import { depsOf } from './platform/deps.ts';
import type { TEventBus } from './platform/events.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { createPgListener, PG_CHANNELS } from './platform/pg-listener.ts';
import { authPlugin } from './platform/plugins/auth.ts';
import { contextPlugin } from './platform/plugins/context.ts';
import { registerDevRoutes } from './platform/plugins/dev-routes.ts';
import { envelopePlugin } from './platform/plugins/envelope.ts';
import { openApiPlugin } from './platform/plugins/openapi.ts';
import { frameworkErrorHandler, requestHygienePlugin } from './platform/plugins/request-hygiene.ts';
import { securityHeadersPlugin } from './platform/plugins/security-headers.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  clock: TClock;
  adapters: TAdapters;
  /** Domain events and their subscribers (createDomainEvents). */
  events: TEventBus;
  /** Renders everything outside /api (the server-rendered web app); absent in API-only runs and tests. */
  web?: (request: FastifyRequest, reply: FastifyReply, path?: string) => unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
    /** This process's live connections (WebSocket /api/v1/Live), fed by PostgreSQL NOTIFY. */
    live: TLiveHub;
    /** Delivers the outbox; absent when OUTBOX_WORKER is false. */
    outboxWorker: TOutboxWorker | undefined;
  }
}

export async function buildApp(
  input: Omit<TAppDeps, 'adapters' | 'events'> & { adapters?: TAdapters; events?: TEventBus },
): Promise<FastifyInstance> {
  const { config } = input;
  const deps: TAppDeps = {
    ...input,
    adapters: input.adapters ?? createAdapters(config, input.clock),
    events: input.events ?? createDomainEvents(),
  };
  const trustedProxies = listSetting(config.TRUSTED_PROXIES);
  const defaultLocale = (host: string | undefined) =>
    resolveBrand(host, config.BRAND_HOSTS, config.BRAND).defaultLocale;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // The client address is the connection's unless it comes from a listed proxy (then X-Forwarded-For's).
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    // Slow clients: the request head and the whole request must arrive in time, or the connection is closed.
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: timeoutCheckInterval(config.HEADERS_TIMEOUT_MS),
    },
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    frameworkErrors: frameworkErrorHandler(defaultLocale),
  });
  // Not counted: the trusted proxies, and this machine's own calls (the web app's server-side requests).
  limitConnectionsPerAddress(
    app.server,
    config.CONNECTIONS_PER_ADDRESS,
    addressMatcher([...trustedProxies, ...OWN_ADDRESSES]),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  const corsOrigins = config.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: true });
  await app.register(contextPlugin, { defaultLocale });
  await app.register(envelopePlugin, deps.web ? { fallback: deps.web } : {});
  await app.register(requestHygienePlugin);
  await app.register(openApiPlugin);
  await registerDevRoutes(
    app,
    config.DEV_ROUTES,
    [
      devOutboxRoutes,
      devFeedbackRoutes,
      devNpsRoutes,
      devOperatorsRoutes,
      devRenewalsRoutes,
      devContractVersionsRoutes,
      devCommissionsRoutes,
      devUsersRoutes,
      devAgreementsRoutes,
    ],
    deps.web,
  );

  await startRealtime(app, deps);

  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  await app.register(authPlugin, authPluginOptions(config));

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(catalogueRoutes, { agencyCounts: countAgenciesByCategory });
      await v1.register(authRoutes);
      await v1.register(verificationRoutes);
      await v1.register(usersRoutes);
      await v1.register(signupRoutes);
      await v1.register(sessionRoutes);
      await v1.register(providersRoutes);
      await v1.register(teamRoutes);
      await v1.register(matchSettingsRoutes);
      await v1.register(offersRoutes);
      await v1.register(assistantRoutes);
      await v1.register(offerCompletionRoutes);
      await v1.register(feedbackRoutes);
      await v1.register(offerFileRoutes);
      await v1.register(matchingRoutes);
      await v1.register(clientMatchesRoutes);
      await v1.register(opportunitiesRoutes);
      await v1.register(meetingsRoutes);
      await v1.register(npsRoutes);
      await v1.register(creditReportsRoutes);
      await v1.register(backlinksRoutes);
      await v1.register(agreementsRoutes);
      await v1.register(filesRoutes);
      await v1.register(walletRoutes);
      await v1.register(categorySubscriptionRoutes);
      await v1.register(offerCategoryRoutes);
      await v1.register(boostsRoutes);
      await v1.register(boostBasketRoutes);
      await v1.register(jobsRoutes);
      await v1.register(couponsRoutes);
      await v1.register(transfersRoutes);
      await v1.register(debtsRoutes);
      await v1.register(commissionsRoutes);
      await v1.register(invoicesRoutes);
      await v1.register(paymentsRoutes);
      await v1.register(adsRoutes);
      await v1.register(packagesRoutes);
      await v1.register(profileRoutes);
      await v1.register(dashboardRoutes);
      await v1.register(servicesRoutes);
      await v1.register(portfolioRoutes);
      await v1.register(referencesRoutes);
      await v1.register(productsRoutes);
      await v1.register(blogRoutes);
      await v1.register(reviewsRoutes);
      await v1.register(directoryRoutes);
      await v1.register(messagingRoutes);
      await v1.register(notificationsRoutes);
      await v1.register(notificationChannelsRoutes);
      await v1.register(analyticsRoutes);
      await v1.register(suggestionRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The operator console: its own guard (ops/operators/ops-route.ts), 404 without a live ops session.
  await app.register(opsRoutes, { prefix: '/api/v1/ops' });
  await app.register(messagingV11Routes, { prefix: '/api/v1.1' });
  // The one call of the spec without a version prefix.
  await app.register(unversionedAuthRoutes, { prefix: '/api' });
  await app.register(sitemapRoutes);
  // The sandbox bank's 3-D Secure page (PAYMENT_PROVIDER=sandbox): served by the app itself.
  const sandboxBank = sandboxBankOf(deps.adapters.payments);
  if (sandboxBank) await app.register(sandboxBankRoutes(sandboxBank));
  return app;
}

/**
 * Live events and the outbox worker: both listen on PostgreSQL channels (NOTIFY on commit), so any number of
 * API processes on one database stay consistent.
 */
async function startRealtime(app: FastifyInstance, deps: TAppDeps) {
  const { config, database, adapters, clock } = deps;
  const listener = await createPgListener(database, app.log);
  const live = createLiveHub(database.db, app.log);
  listener.on(PG_CHANNELS.live, live.dispatch);
  app.decorate('live', live);
  attachLiveSocket(app);
  const worker = config.OUTBOX_WORKER
    ? startOutboxWorker({ db: database.db, adapters, clock }, listener, app.log, {
        pollMs: config.OUTBOX_POLL_MS,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
        // The operator console hears of dead messages (ops.subscribers.ts) in the transaction that marks them.
        emitDead: (tx, event) => deps.events.emit({ ...depsOf(app), db: tx }, 'outbox.dead', event),
      })
    : undefined;
  app.decorate('outboxWorker', worker);
  app.addHook('preClose', async () => live.closeAll());
  app.addHook('onClose', async () => {
    await worker?.stop();
    await listener.close();
  });
}
