import { BRANDS, type TLocale, type TSessionUser } from '@brifa/contracts';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { LocaleProvider } from '../app/lib/i18n.tsx';

/**
 * Renders a screen the way the app does: a data router whose "root" route carries the root loader's data,
 * with Mantine, TanStack Query and the page language around it.
 */
export function renderApp(
  ui: ReactNode,
  options: { locale?: TLocale; user?: TSessionUser | null; path?: string } = {},
) {
  const locale = options.locale ?? 'tr';
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rootData = {
    locale,
    brand: BRANDS.main,
    publicApiUrl: 'http://api.test',
    user: options.user ?? null,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        element: (
          <QueryClientProvider client={queryClient}>
            <MantineProvider>
              <ModalsProvider>
                <Notifications />
                <LocaleProvider locale={locale}>
                  <Outlet />
                </LocaleProvider>
              </ModalsProvider>
            </MantineProvider>
          </QueryClientProvider>
        ),
        children: [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [options.path ?? '/screen'], hydrationData: { loaderData: { root: rootData } } },
  );
  return { ...render(<RouterProvider router={router} />), router, queryClient };
}

/** A signed-in client with every session field, for screens that read the session user. */
export function sessionUserFixture(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    Id: 7,
    Name: 'Ayşe',
    Surname: 'Yılmaz',
    Email: 'ayse@example.com',
    FullName: 'Ayşe Yılmaz',
    FirstChar: 'A',
    PhoneNumber: null,
    CellPhoneNumber: '+905321234567',
    MessageCount: 0,
    NotifyCount: 0,
    IsAuth: true,
    IsProvider: false,
    IsClient: true,
    ImageSrc: null,
    IsPhoneVerified: true,
    userType: 'client',
    LanguageId: 1,
    LanguageCountryId: 1,
    CountryId: 1,
    Language: { IsoCode: 'tr-TR' },
    CountryLanguage: { IsoCode: 'tr-TR' },
    Country: { Id: 1, DefaultLanguage: { IsoCode: 'tr-TR' } },
    IsHaveSubscribedCategory: false,
    SubscribeCount: 0,
    HasBillingInfo: false,
    TotalDebt: 0,
    CommissionDebt: 0,
    InitialPasswordHasSet: true,
    IsHaveMobilePricingAdvertisement: false,
    IsShowNpsPopUp: false,
    AccountStatus: 1,
    IsHaveMissingDataOffer: false,
    IsBoughtTechnologyCategories: false,
    IsPanelUsageLimited: false,
    HasPanelUsagePermit: true,
    WebOnboarding: { isHaveSubscirebedCategory: false, onBoarding: false },
    FirstPackageCategoryCount: null,
    Provider: null,
    ContractUpdate: null,
    ...overrides,
  };
}

/** An API answer in the envelope. */
export function envelopeResponse(
  status: number,
  data: unknown,
  extra: Record<string, unknown> = {},
): Response {
  const body = {
    Message: status < 300 ? 'Değişiklikler başarıyla kaydedildi.' : 'Hata',
    IsSuccessful: status < 300,
    HasExceptionError: status >= 500,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: data,
    ...extra,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
