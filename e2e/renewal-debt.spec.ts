import { expect, type Page, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 19's second journey, in both languages (English at 390 px): an agency buys Growth for 6 months with the
 * sandbox's card whose later charges are declined, saving it for the renewals; at the package's due date the
 * renewal job (run through the development route POST /api/dev/renewals/run, the real job with its clock set to
 * that moment, for this agency only) is declined: a debt. The debt notice and its pay-now link appear on every
 * agency page; the agency pays the debt by another card on /need-subscription-payment (3-D Secure) and the notice
 * goes. Made through the API: the agency and its billing details (issue 18's pop-up, tested there).
 */

/** The sandbox's test card that pays once typed in and is declined when charged as a saved card. */
const DECLINES_LATER = '5528 7900 0000 0016';
const SUCCESS = '5528 7900 0000 0008';
const PAGES = [
  '/provider/offers',
  '/premium/products',
  '/premium/wallet-transactions',
  '/provider/settings/about',
];

const TEXT = {
  'tr-TR': {
    sixMonths: '6 ay',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    save: 'Bu kartı sonraki ödemeler için kaydet',
    debt: 'Ödenmemiş borcunuz bulunuyor.',
    payNow: 'Hemen öde',
    title: 'Abonelik borcu ödemesi',
    payByCard: 'Kartla öde',
    newCard: 'Yeni kart',
    none: 'Ödenmemiş borcunuz yok.',
  },
  'en-TR': {
    sixMonths: '6 months',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    save: 'Save this card for later payments',
    debt: 'You have an unpaid balance.',
    payNow: 'Pay now',
    title: 'Subscription payment due',
    payByCard: 'Pay by card',
    newCard: 'New card',
    none: 'You have no unpaid debts.',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`a declined renewal becomes a debt noticed on every page until paid by card (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `renewal-${locale}`);
    const saved = await request.put('/api/v1/Invoice/customer', {
      headers: { authorization: `Bearer ${agency.token}` },
      data: {
        Type: 'corporate',
        Title: 'Eşleşme Dijital Hizmetler Ltd. Şti.',
        TaxNumber: '4540536920',
        TaxOffice: 'Kadıköy',
        Address: 'Caferağa Mah. Moda Cad. No: 12',
        City: 'İstanbul',
        District: 'Kadıköy',
        Email: agency.email,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await signIn(context, agency.token, locale);

    // Growth for 6 months, the card saved for the renewals.
    await page.goto('/premium/products');
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await page.locator('label', { hasText: new RegExp(`^${text.sixMonths}$`) }).click();
      await expect(page.getByRole('radio', { name: text.sixMonths, exact: true })).toBeChecked();
      await page.getByTestId('package-buy-growth').click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill(DECLINES_LATER);
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await dialog.getByRole('checkbox', { name: text.save }).check();
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeVisible();
    await dialog.getByTestId('package-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

    // No debt yet.
    await page.goto('/provider/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(text.debt)).toHaveCount(0);

    // The package's due date comes: the renewal job charges the saved card, which is declined.
    const run = await request.post('/api/dev/renewals/run', { data: { Email: agency.email } });
    expect(run.ok(), await run.text()).toBe(true);
    expect(await run.json()).toMatchObject({ renewed: 0, failed: 1 });

    // The notice and its pay-now link on every agency page.
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const notice = page.locator('.mantine-Notification-root').filter({ hasText: text.debt });
      await expect(notice, path).toBeVisible();
      await expect(notice.getByRole('link', { name: text.payNow })).toHaveAttribute(
        'href',
        '/need-subscription-payment',
      );
    }

    // Paid by another card (the saved one was declined) on the debt's page.
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: text.debt });
    await notice.getByRole('link', { name: text.payNow }).click();
    await expect(page).toHaveURL(/\/need-subscription-payment$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const row = page.getByTestId('debt-row');
    await expect(row).toHaveCount(1);
    await expect(async () => {
      await row.getByRole('button', { name: text.payByCard }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('radio', { name: text.newCard }).check();
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill(SUCCESS);
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('debt-card-pay')).toBeEnabled({ timeout: 10_000 });
    await dialog.getByTestId('debt-card-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

    // The notice is gone everywhere; nothing left to pay.
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(text.debt), path).toHaveCount(0);
    }
    await page.goto('/need-subscription-payment');
    await expect(page.getByTestId('debts-none')).toContainText(text.none);
  });
}
