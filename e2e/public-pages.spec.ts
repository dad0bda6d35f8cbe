import { expect, test } from './support/a11y-test.ts';

const PUBLIC_PAGES: Array<{ tr: string; en: string }> = [
  { tr: '/tr', en: '/' },
  { tr: '/bize-katil', en: '/get-listed' },
  { tr: '/nasil-calisir', en: '/how-works' },
  { tr: '/hakkimizda', en: '/about-us' },
  { tr: '/cerez-politikasi', en: '/cookie-policy' },
  { tr: '/gizlilik-politikasi', en: '/privacy-policy' },
  { tr: '/kullanim-sartlari', en: '/terms-of-use' },
  { tr: '/sozlesme-ve-kurallar', en: '/contract-and-rules' },
  { tr: '/aydinlatma-metni', en: '/clarification-text' },
];

test('home renders in Turkish with the categories from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('5 ajanstan teklif alın');
  const grid = page.getByTestId('category-grid');
  await expect(grid).toContainText('Mobil Uygulama Geliştirme');
  await expect(grid.locator('> *')).toHaveCount(25);
  await expect(grid).toContainText(/\d+ ajans/);
});

test('switching to English sets the cookie, changes the text and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/nasil-calisir');
  // A link the server answers (routes/language.ts): a click before hydration works too.
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(/\/how-works$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en-TR');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('get offers from 5 agencies');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('get offers from 5 agencies');

  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('teklif alın');
});

test.describe('without JavaScript', () => {
  // axe runs as a script in the page, which these pages may not run: the same screens are checked with
  // JavaScript in the tests above.
  test.use({ javaScriptEnabled: false, axe: false });

  test('the language switch is a link: the server sets the cookie and serves the page in the other language', async ({
    page,
    context,
  }) => {
    // A page with its own path per language goes to the other path.
    await page.goto('/nasil-calisir');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/how-works$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en-TR');

    // A page with one path for both languages stays, with its query, and its texts change.
    await page.goto('/filter/agency?Sort=rating');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/filter\/agency\?Sort=rating$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('tr-TR');
  });

  test('the switch returns only to a path on this site', async ({ page }) => {
    await page.goto('/language/en?next=https://example.com/');
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

for (const paths of PUBLIC_PAGES) {
  test(`${paths.tr} and ${paths.en} both resolve in their language`, async ({ page }) => {
    for (const [lang, path] of [
      ['tr', paths.tr],
      ['en', paths.en],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // "/" has no language of its own; the browser here prefers Turkish.
      if (path !== '/') await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    }
  });
}

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/bu-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page.getByTestId('category-grid')).toBeVisible();
});

test('/Anasayfa redirects permanently to the home page', async ({ request }) => {
  const response = await request.get('/Anasayfa', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/');
});

test('the header works with the keyboard', async ({ page }) => {
  await page.goto('/tr');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ajanslar', exact: true }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nasil-calisir$/);
});

test('home screenshots at phone and desktop width', async ({ page }, testInfo) => {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByTestId('category-grid')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} has no horizontal scroll`).toBeLessThanOrEqual(0);
    const file = testInfo.outputPath(`home-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${name}`, { path: file, contentType: 'image/png' });
  }
});

test('on a phone the directory filters open in a drawer loaded on demand, and a choice applies', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/filter/agency');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Filtreleri aç/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtreler' });
  await drawer
    .getByRole('combobox', { name: 'Ekip büyüklüğü', exact: true })
    .selectOption({ label: '5-10 kişi' });
  await expect(page).toHaveURL(/TeamSize=5-10/);
  await expect(drawer).toBeHidden();
});
