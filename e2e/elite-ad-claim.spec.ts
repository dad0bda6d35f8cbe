import { ELITE_INCLUDED } from '@brifa/contracts';
import sharp from 'sharp';
import { expect, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 19: an Elite package includes ELITE_INCLUDED.adMonths of advertising. An agency whose Elite package is
 * live (bought through the API's card path: the package purchase is packages.spec's) claims it on
 * /premium/advertisement with no payment — the type, a category, the image, the terms — and finds it live among
 * its ads; the offer is gone afterwards. Both languages, English at 390 px.
 */

const TEXT = {
  'tr-TR': {
    title: `Elite paketinize ${ELITE_INCLUDED.adMonths} aylık reklam dahil`,
    categoryTop: 'Kategori sayfası üst sıra',
    category: 'Kategori',
    preview: 'Yüklenen reklam görseli',
    terms: 'Reklam koşullarını okudum ve kabul ediyorum.',
    termsRequired: 'Devam etmek için reklam koşullarını kabul edin.',
    claim: 'Dahil reklamımı başlat',
    live: 'Aktif',
    included: 'Elite paketinize dahil',
    endAtPeriod: 'Dönem sonunda bitir',
  },
  'en-TR': {
    title: `Your Elite package includes ${ELITE_INCLUDED.adMonths} months of advertising`,
    categoryTop: 'Category page top',
    category: 'Category',
    preview: 'The uploaded ad image',
    terms: 'I have read and accept the advertising terms.',
    termsRequired: 'Accept the advertising terms to continue.',
    claim: 'Start my included ad',
    live: 'Active',
    included: 'Included with your Elite package',
    endAtPeriod: 'End at period end',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an Elite agency claims its included advertising (${locale})`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `elite-ad-${locale}`);
    const auth = { authorization: `Bearer ${agency.token}` };
    const saved = await request.put('/api/v1/Invoice/customer', {
      headers: auth,
      data: {
        Type: 'corporate',
        Title: `Elite Ajansı ${locale}`,
        TaxNumber: '4540536920',
        TaxOffice: 'Kadıköy',
        Address: 'Caferağa Mah. Moda Cad. No: 12',
        City: 'İstanbul',
        District: 'Kadıköy',
        Email: `billing-elite-${Date.now()}@example.com`,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // Elite for a month, charged at once by the sandbox bank (no 3-D step).
    const quote = await body<{ GrossPrice: number }>(
      await request.post('/api/v1/Payment/init', {
        headers: auth,
        data: { BasketItems: [{ Id: 'package:elite:1' }] },
      }),
    );
    const paid = await request.post('/api/v1/Payment/start', {
      headers: { ...auth, 'idempotency-key': `elite-ad-${locale}-${Date.now()}` },
      data: {
        Type: 'package',
        BasketItems: [{ Id: 'package:elite:1' }],
        GrossPrice: quote.Data.GrossPrice,
        PaidPrice: quote.Data.GrossPrice,
        Installment: 1,
        ForceThreeD: false,
        Card: {
          HolderName: 'Selin Aksoy',
          Number: '5528790000000008',
          ExpireMonth: 12,
          ExpireYear: 2030,
          Cvc: '123',
        },
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    await signIn(context, agency.token, locale);

    await page.goto('/premium/advertisement');
    const offer = page.getByTestId('elite-ad');
    await expect(offer.getByRole('heading', { name: text.title })).toBeVisible();
    const categoryTop = offer.getByRole('radio', { name: text.categoryTop });
    await expect(async () => {
      await categoryTop.check();
      await expect(categoryTop).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await offer.getByRole('combobox', { name: text.category }).click();
    await page.getByRole('option').first().click();
    const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#f08c00' } })
      .png()
      .toBuffer();
    await offer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: png });
    await expect(offer.getByRole('img', { name: text.preview })).toBeVisible({ timeout: 10_000 });

    // Without the terms: told so, nothing claimed; with them (by keyboard), the ad starts with no payment.
    await offer.getByTestId('elite-ad-claim').click();
    await expect(offer.getByText(text.termsRequired)).toBeVisible();
    await offer.getByRole('checkbox', { name: text.terms }).check();
    await offer.getByTestId('elite-ad-claim').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/premium\/advertisement-subscriptions/);

    const ad = page.getByTestId('ad-subscription');
    await expect(ad).toHaveCount(1);
    await expect(ad).toContainText(text.categoryTop);
    await expect(ad).toContainText(text.live);
    // Free and not renewed: labelled so, with no "end at period end" (it ends then anyway).
    await expect(ad.getByTestId('ad-included')).toContainText(text.included);
    await expect(ad.getByRole('button', { name: text.endAtPeriod })).toHaveCount(0);

    // Claimed once: the offer is gone.
    await page.goto('/premium/advertisement');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('elite-ad')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      locale === 'en-TR' ? 390 : 10_000,
    );
  });
}
