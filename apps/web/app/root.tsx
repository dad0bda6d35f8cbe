import './mantine-styles.ts';
import { BRANDS, LANGUAGE_CODES, NOTICE_AUTO_CLOSE_MS, type TLocale } from '@brifa/contracts';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/error-view.tsx';
import { brandFavicon } from './components/logo.tsx';
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload.ts';
import { PageScriptSettings, useNonce } from './lib/csp-nonce.tsx';
import { webEnv } from './lib/env.server.ts';
import { footerLinks, type TFooterLinks } from './lib/footer-links.server.ts';
import { hasFullDictionaries, LocaleProvider, loadDictionary, translator } from './lib/i18n.tsx';
import { requestInfo, sessionUser } from './lib/request-context.server.ts';
import { cssVariablesResolver, themeFor } from './lib/theme.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const info = requestInfo(request);
  return {
    locale: info.locale,
    brand: info.brand,
    publicApiUrl: webEnv().publicApiUrl,
    user: await sessionUser(request),
    footerLinks: footerLinks(info.locale) as TFooterLinks | null,
  };
}

export type TRootData = Awaited<ReturnType<typeof loader>>;

/**
 * Not run when the page hydrates (entry.client loaded the language); a later language change loads the new one,
 * and the first navigation away from a page that had only the shell dictionary loads the whole one.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.locale);
  return data;
}

export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || !hasFullDictionaries();
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'tr';
  const t = translator(locale);
  const brand = loaderData?.brand ?? BRANDS.main;
  return [
    { title: `${brand.name} · ${t('meta.titleSuffix')}` },
    { name: 'description', content: t('meta.description') },
  ];
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', type: 'image/svg+xml', href: brandFavicon(BRANDS.main) }];
}

const Notifications = lazy(() =>
  import('./components/notice-container.tsx').then((module) => ({ default: module.Notifications })),
);

/** The toasts' container, loaded with the first toast shown (most visits show none). */
function NoticeHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const pending = notifications.length + queue.length > 0;
  useEffect(() => {
    if (pending) setWanted(true);
  }, [pending]);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTICE_AUTO_CLOSE_MS} position="top-right" />
    </Suspense>
  ) : null;
}

function Providers({
  locale,
  brandKey,
  children,
}: {
  locale: TLocale;
  brandKey: keyof typeof BRANDS;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  const nonce = useNonce();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={themeFor(BRANDS[brandKey], translator(locale))}
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={() => nonce ?? ''}
      >
        <DatesProvider settings={{ locale, firstDayOfWeek: 1, consistentWeeks: true }}>
          <NoticeHost />
          <LocaleProvider locale={locale}>{children}</LocaleProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<TRootData>('root');
  const locale = data?.locale ?? 'tr';
  // The page's Content-Security-Policy admits inline scripts and styles only with this answer's nonce.
  const nonce = useNonce();
  return (
    <html lang={LANGUAGE_CODES[locale].slice(0, 2)} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageScriptSettings nonce={nonce} />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <Providers locale={locale} brandKey={data?.brand.key ?? 'main'}>
          {children}
        </Providers>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // The page works as an app from here on (lib/csp-nonce.tsx holds forms sent before; browser tests wait for it).
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  useEffect(() => {
    // Vite fires this when a lazily loaded chunk of an older build is gone.
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return <ErrorView error={error} />;
}
