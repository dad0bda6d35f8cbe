import type { TPackageSubscriptionByUser } from '@brifa/contracts';
import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 19: an agency without a package buys Growth for 6 months by card through the sandbox bank's 3-D page
 * and sees it as its current package on /premium/products (both languages; English at 390 px).
 */

const TEXT = {
  'tr-TR': {
    sixMonths: '6 ay',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    vat: 'KDV dahil',
    moneyBack: '30 gün para iade garantisi',
    current: 'Mevcut paketiniz',
    upgrade: 'İptal et ve yükselt',
  },
  'en-TR': {
    sixMonths: '6 months',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    vat: 'VAT included',
    moneyBack: '30-day money-back guarantee',
    current: 'Your current package',
    upgrade: 'Cancel and upgrade',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency buys Growth for 6 months by card and sees it as current (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const agency = await registerAgency(request, `pkg-${locale}`);
    const auth = { authorization: `Bearer ${agency.token}` };
    // Billing details saved beforehand (the billing pop-up is issue 18's, tested there).
    const saved = await request.put('/api/v1/Invoice/customer', {
      headers: auth,
      data: {
        Type: 'corporate',
        Title: `Paket Ajansı ${locale}`,
        TaxNumber: '4540536920',
        TaxOffice: 'Kadıköy',
        Address: 'Caferağa Mah. Moda Cad. No: 12',
        City: 'İstanbul',
        District: 'Kadıköy',
        Email: `billing-${Date.now()}@example.com`,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await signIn(context, agency.token, locale);
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/premium/products');
    await expect(page.getByTestId('package-growth')).toContainText(text.vat);
    await expect(page.getByTestId('packages-money-back')).toContainText(text.moneyBack);
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await page.locator('label', { hasText: new RegExp(`^${text.sixMonths}$`) }).click();
      await expect(page.getByRole('radio', { name: text.sixMonths, exact: true })).toBeChecked();
      await page.getByTestId('package-buy-growth').click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill('5528 7900 0000 0008');
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeVisible();
    await dialog.getByTestId('package-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

    const live = await body<TPackageSubscriptionByUser>(
      await request.get('/api/v1/PackageSubscription/get-by-user', { headers: auth }),
    );
    expect(live.Data.Package).toMatchObject({ Plan: 'growth', PeriodMonths: 6, Status: 'active' });

    await page.goto('/premium/products');
    await expect(page.getByTestId('package-growth').getByTestId('package-current-badge')).toHaveText(
      text.current,
    );
    await expect(page.getByTestId('package-elite')).toContainText(text.upgrade);
    await expect(page.getByTestId('packages-current')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      locale === 'en-TR' ? 390 : 10_000,
    );
  });
}
