import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_AGENCIES } from '../apps/api/src/db/seed/demo-agencies.ts';
import { DEMO_CLIENTS } from '../apps/api/src/db/seed/demo-clients.ts';
import { expect, test } from './support/a11y-test.ts';

// Issue 21 items 8 and 9: the category and city pages, and the public timeline, in both languages.
const TEXTS = {
  tr: {
    lang: 'tr',
    categoryPath: '/mobil-uygulama-gelistirme-sirketleri',
    cityPath: '/ankara/mobil-uygulama-gelistirme-sirketleri',
    categoryTitle: 'Mobil Uygulama Geliştirme Şirketleri',
    cityTitle: 'Ankara Mobil Uygulama Geliştirme Şirketleri',
    cityLink: /^Ankara \(\d+\)$/,
    sponsored: 'Reklam',
    getOffers: 'Ücretsiz teklif alın',
    stepOf: (n: number, total: number) => `Adım ${n} / ${total}`,
    timelineTitle: 'Son brifler ve anlaşmalar',
    answered: /\d+ ajans yanıtladı|Henüz yanıt yok/,
    footerLink: 'Mobil uygulama şirketleri',
  },
  en: {
    lang: 'en',
    categoryPath: '/mobile-app-development-companies',
    cityPath: '/ankara/mobile-app-development-companies',
    categoryTitle: 'Mobile App Development Companies',
    cityTitle: 'Mobile App Development Companies in Ankara',
    cityLink: /^Ankara \(\d+\)$/,
    sponsored: 'Sponsored',
    getOffers: 'Get free offers',
    stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
    timelineTitle: 'Recent briefs and agreements',
    answered: /agenc(y|ies) answered|No answer yet/,
    footerLink: 'Mobile app companies',
  },
} as const;

/** The demo's live category-top ad in mobile app development (db/seed/demo-places.ts). */
const SPONSOR = 'Can Özkaya Mobil';

async function useEnglish(context: BrowserContext) {
  await context.addCookies([
    { name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
}

async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const language of ['tr', 'en'] as const) {
  const text = TEXTS[language];

  test(`a visitor opens a category page and a city page and gets offers with the category chosen (${language})`, async ({
    page,
  }) => {
    // The path speaks the language: no cookie needed.
    const response = await page.goto(text.categoryPath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.categoryTitle);
    await expect(page.getByTestId('agency-card').first()).toBeVisible();
    const sponsored = page.getByTestId('category-sponsored');
    await expect(sponsored).toContainText(text.sponsored);
    await expect(sponsored.getByRole('link', { name: SPONSOR })).toBeVisible();
    await expect(page.getByTestId('category-figures')).toBeVisible();

    // Server-rendered for search engines: the list and the trail as JSON-LD, both languages as alternates.
    const types = (await structuredData(page)).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/mobile-app-development-companies$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
      'href',
      /\/mobil-uygulama-gelistirme-sirketleri$/,
    );

    // The city links lead to the city page.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: text.cityLink }).click();
    await expect(page).toHaveURL(new RegExp(`${text.cityPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cityTitle);
    const cards = page.getByTestId('agency-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Ankara');
    await expect(page.getByTestId('category-sponsored')).toContainText(text.sponsored);

    // "Get offers" opens the question flow with the category chosen: its questions come first.
    await page.getByRole('link', { name: text.getOffers }).click();
    await expect(page).toHaveURL(/[?&]brief=mobile/);
    const flow = page.getByRole('dialog');
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(2, 5));
    await expect(flow.getByRole('radiogroup').first()).toBeVisible();
  });

  test(`the timeline shows recent briefs as cards without names (${language})`, async ({ page, context }) => {
    if (language === 'en') await useEnglish(context);
    await page.goto('/timeline');
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.timelineTitle);
    const cards = page.getByTestId('timeline-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(text.answered);
    const shown = (await page.getByTestId('timeline-cards').textContent()) ?? '';
    const names = [
      ...DEMO_CLIENTS.flatMap((client) => [
        client.company,
        `${client.name} ${client.surname}`,
        client.domain,
      ]),
      ...DEMO_AGENCIES.map((agency) => agency.nick),
    ];
    for (const name of names) expect(shown, name).not.toContain(name);
    await expect(page.getByTestId('timeline-names')).toHaveCount(0);

    // The footer leads to the category pages.
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: text.footerLink }).click();
    await expect(page).toHaveURL(new RegExp(`${text.categoryPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.categoryTitle);
  });
}

test('a slug that names no category, or a city that does not exist, is a 404', async ({ page }) => {
  expect((await page.goto('/boyle-bir-sayfa-yok'))?.status()).toBe(404);
  expect((await page.goto('/atlantis/mobil-uygulama-gelistirme-sirketleri'))?.status()).toBe(404);
});

test('the category page and the timeline are kept in the page micro-cache for anonymous visitors', async ({
  request,
}) => {
  for (const path of [
    '/mobil-uygulama-gelistirme-sirketleri',
    '/ankara/mobile-app-development-companies',
    '/timeline',
  ]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['cache-control'], path).toContain('s-maxage');
    const again = await request.get(path);
    expect(again.headers()['x-page-cache'], path).toMatch(/^(hit|stale)$/);
  }
});
