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
    route('error', 'routes/error-page.tsx'),
    route('redirect', 'routes/redirect-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Signed-in areas: their screens arrive with the accounts, briefs and opportunities issues.
  layout('layouts/client-layout.tsx', []),
  layout('layouts/agency-layout.tsx', []),
] satisfies RouteConfig;
