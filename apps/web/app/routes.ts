import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { PUBLIC_PAGES } from './lib/public-paths.ts';

/** A page reachable by both its Turkish and English path (spec/product.md section 2). */
function bilingual(page: keyof typeof PUBLIC_PAGES, file: string) {
  return [
    route(PUBLIC_PAGES[page].tr, file, { id: `${page}-tr` }),
    route(PUBLIC_PAGES[page].en, file, { id: `${page}-en` }),
  ];
}

export default [
  // The language switch (a link that works without JavaScript): sets the cookie, redirects back.
  route('language/:locale', 'routes/language.ts'),
  layout('layouts/default-layout.tsx', [
    // "/" is the landing page for everyone (not a redirect to /login): see docs/decisions.md.
    index('routes/home.tsx', { id: 'home-en' }),
    route(PUBLIC_PAGES.home.tr, 'routes/home.tsx', { id: 'home-tr' }),
    route('Anasayfa', 'routes/anasayfa.tsx'),
    ...bilingual('howItWorks', 'routes/public/marketing-page.tsx'),
    ...bilingual('about', 'routes/public/marketing-page.tsx'),
    ...bilingual('join', 'routes/public/marketing-page.tsx'),
    ...bilingual('cookiePolicy', 'routes/public/legal-page.tsx'),
    ...bilingual('privacyPolicy', 'routes/public/legal-page.tsx'),
    ...bilingual('termsOfUse', 'routes/public/legal-page.tsx'),
    ...bilingual('contractAndRules', 'routes/public/legal-page.tsx'),
    ...bilingual('clarificationText', 'routes/public/legal-page.tsx'),
    // Accounts: guest pages (a signed-in user is sent home) and the session steps after sign-up.
    route('login', 'routes/account/login.tsx', { id: 'login-en' }),
    route('giris', 'routes/account/login.tsx', { id: 'login-tr' }),
    route('register', 'routes/account/register.tsx', { id: 'register-en' }),
    route('kayit-ol', 'routes/account/register.tsx', { id: 'register-tr' }),
    route('provider/register/:agency?', 'routes/account/provider-register.tsx', {
      id: 'provider-register-en',
    }),
    route('ajans-kayit-ol/:agency?', 'routes/account/provider-register.tsx', { id: 'provider-register-tr' }),
    route('forget-password', 'routes/account/forgot-password.tsx', { id: 'forgot-password-en' }),
    route('sifremi-unuttum', 'routes/account/forgot-password.tsx', { id: 'forgot-password-tr' }),
    route('oauth', 'routes/account/oauth.tsx'),
    route('need-complete', 'routes/account/need-complete.tsx'),
    route('need-password', 'routes/account/need-password.tsx'),
    route('client-offer-feedback', 'routes/public/client-offer-feedback.tsx'),
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    route('error', 'routes/error-page.tsx'),
    route('redirect', 'routes/redirect-page.tsx'),
    route('business-opportunity/:id?', 'routes/public/business-opportunity.tsx'),
    route('ajans/:slug', 'routes/public/agency-profile.tsx', { id: 'agency-profile-tr' }),
    route('agency/:slug', 'routes/public/agency-profile.tsx', { id: 'agency-profile-en' }),
    route('filter/:type?', 'routes/public/directory.tsx'),
    route('reviews', 'routes/public/reviews.tsx'),
    route('reviews/result', 'routes/public/reviews-result.tsx'),
    route('unsubscribe', 'routes/public/unsubscribe.tsx'),
    route('email-change', 'routes/account/email-change.tsx'),
    route('email-change/report', 'routes/account/email-change-report.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The operator console (issue 17): the same paths in both languages, its own session and guard, never indexed.
  route('ops/sign-in', 'routes/ops/sign-in.tsx'),
  layout('layouts/ops-layout.tsx', { id: 'ops-layout' }, [
    route('ops', 'routes/ops/home.tsx'),
    route('ops/queue/:id', 'routes/ops/queue-item.tsx'),
    route('ops/audit', 'routes/ops/audit.tsx'),
    route('ops/metrics', 'routes/ops/metrics.tsx'),
    route('ops/operators', 'routes/ops/operators.tsx'),
  ]),
  // Signed-in areas: the layouts apply the session rules of spec section 4 before any screen renders.
  layout('layouts/client-layout.tsx', [
    route('client/timeline', 'routes/client/timeline.tsx'),
    route('client/my-projects', 'routes/client/my-projects.tsx'),
    route('client/projects/:offerId/detail', 'routes/client/project-detail.tsx'),
    route('client/projects/:offerId/offers', 'routes/client/project-offers.tsx'),
    route('client/projects/:offerId/feedback', 'routes/client/project-feedback.tsx'),
    route('client/projects/:offerId/connection', 'routes/client/project-connection.tsx'),
    route('client/notification', 'routes/account/notifications.tsx', { id: 'client-notifications' }),
    route('project-complete', 'routes/client/project-complete.tsx'),
    route('client/setting', 'routes/client/setting.tsx'),
  ]),
  layout('layouts/agency-layout.tsx', [
    route('provider/offers', 'routes/provider/offers.tsx'),
    route('provider/projects', 'routes/provider/projects.tsx'),
    route('provider/pool', 'routes/provider/pool.tsx'),
    route('provider/matched-pool-offers', 'routes/provider/matched-pool-offers.tsx'),
    route('provider/projects/:offerId/detail', 'routes/provider/project-detail.tsx'),
    route('provider/projects/:offerId/offers', 'routes/provider/project-offers.tsx'),
    route('provider/projects/:offerId/feedback', 'routes/provider/project-feedback.tsx'),
    route('provider/projects/:offerId/pool', 'routes/provider/project-pool.tsx'),
    route('provider/projects/:offerId/connection', 'routes/provider/project-connection.tsx'),
    route('provider/notification', 'routes/account/notifications.tsx', { id: 'provider-notifications' }),
    route('provider/settings/notification-channels', 'routes/provider/settings-notification-channels.tsx'),
    route('provider/settings/users', 'routes/provider/settings-users.tsx'),
    route('provider/settings/match', 'routes/provider/settings-match.tsx'),
    route('provider/opportunity-preferences', 'routes/provider/opportunity-preferences.tsx'),
    route('premium/wallet-transactions', 'routes/premium/wallet-transactions.tsx'),
    route('provider/dashboard', 'routes/provider/dashboard.tsx'),
    route('provider/settings/about', 'routes/provider/settings-about.tsx'),
    route('provider/settings/services', 'routes/provider/settings-services.tsx'),
    route('provider/settings/services/new', 'routes/provider/settings-service.tsx', { id: 'service-new' }),
    route('provider/settings/services/:id', 'routes/provider/settings-service.tsx', { id: 'service-edit' }),
    route('provider/settings/portfolio', 'routes/provider/settings-portfolio.tsx'),
    route('provider/settings/portfolio/:id', 'routes/provider/settings-portfolio-item.tsx'),
    route('provider/settings/reference', 'routes/provider/settings-references.tsx'),
    route('provider/settings/reference/:id', 'routes/provider/settings-reference.tsx'),
    route('provider/settings/reference3', 'routes/provider/settings-reference3.tsx'),
    route('premium/comments', 'routes/premium/comments.tsx'),
    route('provider/settings/products', 'routes/provider/settings-products.tsx'),
    route('provider/settings/products/:id', 'routes/provider/settings-product.tsx'),
    route('provider/settings/reviews', 'routes/provider/settings-reviews.tsx'),
  ]),
] satisfies RouteConfig;
