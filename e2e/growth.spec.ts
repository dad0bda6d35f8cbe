import { createServer, type Server } from 'node:http';
import { expect, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 21 items 2 and 3. A person asks for a credit report (TCKN, birth date, the verified phone, the KVKK
 * consent) and sees the score's band and what it means; an agency copies its badge's HTML onto a page served
 * here (the server's trusted origin, BACKLINK_TRUSTED_ORIGINS), has the link checked and gets the wallet credit.
 * Turkish on desktop, English at 390 px.
 */

/** The sandbox bureau's test identities: `1000` + the score, then the check digits. */
const IDENTITY = {
  'tr-TR': { tckn: '10000065046', score: '650' },
  'en-TR': { tckn: '10000092080', score: '920' },
};
const SITE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;

const TEXT = {
  'tr-TR': {
    heading: 'Kredi raporu',
    identity: 'T.C. kimlik numarası',
    birthDate: 'Doğum tarihi',
    consent: /Aydınlatma metnini okudum/,
    submit: 'Raporu iste',
    required: 'Bu alan zorunludur.',
    result: 'Kredi raporu sonucu',
    band: 'Hassas',
    meaning: 'Birkaç gecikme',
    linkHeading: 'Brifa rozeti ve bağlantı',
    pageUrl: 'Rozetin bulunduğu sayfanın adresi',
    check: 'Bağlantıyı doğrula',
    notFound: 'bağlantı bulunamadı',
    confirmed: 'Bağlantı doğrulandı.',
    rewarded: /Ödül .* cüzdanınıza yüklendi/,
    walletReason: 'Brifa rozeti bağlantı ödülü',
  },
  'en-TR': {
    heading: 'Credit report',
    identity: 'Turkish ID number (TCKN)',
    birthDate: 'Birth date',
    consent: /I have read the notice/,
    submit: 'Request the report',
    required: 'This field is required.',
    result: 'Credit report result',
    band: 'Perfect',
    meaning: 'A very strong payment history',
    linkHeading: 'Brifa badge and link',
    pageUrl: 'Address of the page with the badge',
    check: 'Check the link',
    notFound: 'No link to your profile',
    confirmed: 'The link is confirmed.',
    rewarded: /The reward reached your wallet/,
    walletReason: 'Brifa badge link reward',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`a person asks for a credit report and sees its band (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `credit-${locale}`);
    await signIn(context, agency.token, locale);

    await page.goto('/apply-credit');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // The phone is the account's verified number, filled in; the birth date is required.
    await expect(async () => {
      await page.getByLabel(text.identity).fill(IDENTITY[locale].tckn);
      await page.getByLabel(text.consent).check();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.required)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.getByLabel(text.birthDate).fill('1984-03-15');
    await page.getByRole('button', { name: text.submit }).click();

    await expect(page).toHaveURL(/\/credit-rating-result\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: text.result })).toBeVisible();
    const result = page.getByTestId('credit-result');
    await expect(result).toContainText(IDENTITY[locale].score);
    await expect(result).toContainText(text.band);
    await expect(result).toContainText(text.meaning);
    // Masked: only the last two digits.
    await expect(page.getByTestId('masked-identity')).toHaveText(
      `•••••••••${IDENTITY[locale].tckn.slice(-2)}`,
    );
    await expect(page.getByText(IDENTITY[locale].tckn)).toHaveCount(0);
  });
}

test.describe('the badge link', () => {
  // One local site for both languages: they run one after the other in one worker.
  test.describe.configure({ mode: 'serial' });
  const pages = new Map<string, string>();
  let site: Server;
  test.beforeAll(async () => {
    site = createServer((req, res) => {
      const html = pages.get(req.url ?? '');
      if (html === undefined) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => site.listen(SITE_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  for (const locale of ['tr-TR', 'en-TR'] as const) {
    test(`an agency places its badge on its site and gets the credit (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      const text = TEXT[locale];
      if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
      const agency = await registerAgency(request, `badge-${locale}`);
      await signIn(context, agency.token, locale);

      await page.goto('/provider/link');
      await expect(page.getByRole('heading', { level: 1, name: text.linkHeading })).toBeVisible();
      const preview = page.getByTestId('badge-preview');
      await expect(preview).toBeVisible();
      // The SVG served by the API has loaded.
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      // A page without the badge first: not found.
      const path = `/partners-${locale}-${Date.now()}`;
      pages.set(path, '<!doctype html><html><body><p>Our partners</p></body></html>');
      const address = page.getByLabel(text.pageUrl);
      await expect(async () => {
        await address.fill(`http://127.0.0.1:${SITE_PORT}${path}`);
        await page.getByRole('button', { name: text.check }).click();
        await expect(page.getByTestId('backlink-state')).toContainText(text.notFound, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });

      // The HTML from the screen, placed on the page as it is: confirmed, and the credit reaches the wallet.
      const snippet = (await page.getByTestId('badge-html').textContent()) ?? '';
      expect(snippet).toContain('<a href=');
      pages.set(path, `<!doctype html><html><body><p>Our partners</p>${snippet}</body></html>`);
      await page.getByRole('button', { name: text.check }).click();
      await expect(page.getByTestId('backlink-state')).toHaveText(text.confirmed);
      await expect(page.getByTestId('backlink-reward')).toContainText(text.rewarded);

      await page.goto('/premium/wallet-transactions');
      await expect(page.getByText(text.walletReason).first()).toBeVisible();
    });
  }
});
