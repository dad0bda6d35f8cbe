import type { TWalletTransactionList } from '@brifa/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 18: an agency tops up its wallet by card through the sandbox bank's 3-D Secure page (3 instalments,
 * the card saved), sees the credit in its wallet; a card that fails 3-D Secure shows the spec's message and
 * changes nothing; a second top-up goes with the saved card.
 */

const TEXT = {
  'tr-TR': {
    open: 'Bakiye yükle',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    save: 'Bu kartı sonraki ödemeler için kaydet',
    testPayment: 'Test ödemesi',
    succeeded: 'Ödemeniz alındı',
    threeDsFailed: '3D Secure doğrulaması başarısız oldu.',
    topUpRow: 'Kartla yükleme',
    bonusRow: 'Yükleme kampanyası bonusu',
    billing: {
      corporate: 'Kurumsal',
      title: 'Şirket unvanı',
      taxNumber: 'Vergi kimlik numarası (VKN)',
      taxOffice: 'Vergi dairesi',
      address: 'Adres',
      city: 'İl',
      district: 'İlçe',
      submit: 'Kaydet ve devam et',
    },
  },
  'en-TR': {
    open: 'Top up',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    save: 'Save this card for later payments',
    testPayment: 'Test payment',
    succeeded: 'Payment received',
    threeDsFailed: 'The 3D Secure verification failed.',
    topUpRow: 'Card top-up',
    bonusRow: 'Top-up campaign bonus',
    billing: {
      corporate: 'Company',
      title: 'Company title',
      taxNumber: 'Tax number (VKN)',
      taxOffice: 'Tax office',
      address: 'Address',
      city: 'City',
      district: 'District',
      submit: 'Save and continue',
    },
  },
} as const;

async function balance(request: APIRequestContext, token: string): Promise<number> {
  const wallet = await body<TWalletTransactionList>(
    await request.get('/api/v1/WalletTransaction', { headers: { authorization: `Bearer ${token}` } }),
  );
  return wallet.Data.BalanceKurus;
}

/** The sandbox bank's page: type the one-time code printed on it and confirm. */
async function passBank(page: Page) {
  await expect(page).toHaveURL(/\/sandbox-bank\/3ds\//);
  const code = (await page.getByTestId('sandbox-otp').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.locator('#code').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-result\?payment=/);
}

async function openTopUp(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  await page.goto('/premium/wallet-transactions');
  const dialog = page.getByRole('dialog');
  // Pressed again until the page has hydrated and the pop-up opens (a click before hydration does nothing).
  await expect(async () => {
    await page.getByTestId('top-up-open').click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByTestId('test-payment')).toContainText(text.testPayment);
  return dialog;
}

/** Before the first payment the billing-info pop-up asks whom to invoice; saved, the top-up pop-up follows. */
async function fillBillingInfo(page: Page, text: (typeof TEXT)[keyof typeof TEXT], title: string) {
  await page.goto('/premium/wallet-transactions');
  const form = page.getByTestId('billing-form');
  await expect(async () => {
    await page.getByTestId('top-up-open').click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const b = text.billing;
  await form.getByRole('radio', { name: b.corporate }).check();
  await form.getByRole('textbox', { name: b.title, exact: true }).fill(title);
  await form.getByRole('textbox', { name: b.taxNumber, exact: true }).fill('4540536920');
  await form.getByRole('textbox', { name: b.taxOffice, exact: true }).fill('Kadıköy');
  await form.getByRole('textbox', { name: b.address, exact: true }).fill('Caferağa Mah. Moda Cad. No: 12');
  await form.getByRole('textbox', { name: b.city, exact: true }).fill('İstanbul');
  await form.getByRole('textbox', { name: b.district, exact: true }).fill('Kadıköy');
  await page.getByRole('button', { name: b.submit }).click();
  await expect(page.getByRole('dialog').getByTestId('test-payment')).toContainText(text.testPayment);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The text of a PDF, as a reader or a search would extract it. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), disableFontFace: true, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return parts.join('\n');
}

async function fillCard(page: Page, text: (typeof TEXT)[keyof typeof TEXT], number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.holder).fill('Selin Aksoy');
  await dialog.getByLabel(text.number).fill(number);
  await dialog.getByLabel(text.month).fill('12');
  await dialog.getByLabel(text.year).fill('30');
  await dialog.getByLabel(text.cvc).fill('123');
}

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency tops up 1000 TL by card with 3-D Secure and instalments (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const agency = await registerAgency(request, `topup-${locale}`);
    await signIn(context, agency.token, locale);
    const before = await balance(request, agency.token);
    const title = `Işıklı Öğüt Ajansı Ltd. Şti. ${locale}`;
    await fillBillingInfo(page, text, title);

    // A new card, 3 instalments, saved.
    let dialog = await openTopUp(page, text);
    await dialog.getByTestId('top-up-amount').fill('1000');
    await fillCard(page, text, '5528 7900 0000 0008');
    await dialog.getByLabel(text.save).check();
    const installments = dialog.getByTestId('installments').getByRole('radio');
    await expect(installments).toHaveCount(12);
    await installments.nth(2).check();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    await expect(page.getByTestId('payment-result')).toContainText(text.succeeded);
    expect(await balance(request, agency.token)).toBe(before + 1000_00);
    await page.goto('/premium/wallet-transactions');
    await expect(page.getByTestId('wallet-table')).toContainText(text.topUpRow);

    // A card that fails 3-D Secure: the message, and nothing changes.
    dialog = await openTopUp(page, text);
    await dialog.getByRole('radio', { name: /new card|yeni kart/i }).check();
    await fillCard(page, text, '4151 1111 1111 1112');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeVisible();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('payment-failure-reason')).toHaveText(text.threeDsFailed);
    expect(await balance(request, agency.token)).toBe(before + 1000_00);

    // A second top-up with the saved card (chosen by default).
    dialog = await openTopUp(page, text);
    await dialog.getByTestId('top-up-amount').fill('2500');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeChecked();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    // 2500 TL reaches the campaign's first tier: +5 % as a separate gift entry.
    expect(await balance(request, agency.token)).toBe(before + 3500_00 + 125_00);
    await page.goto('/premium/wallet-transactions');
    await expect(page.getByTestId('wallet-table')).toContainText(text.bonusRow);

    await page.goto('/premium/transactions');
    await expect(page.getByTestId('transactions-table').getByRole('row')).toHaveCount(4);
    // Each paid top-up has its invoice; the PDF names the agency's title, Turkish letters and all.
    const invoiceLinks = page.getByTestId('invoice-link');
    await expect(invoiceLinks).toHaveCount(2);
    const pdf = await page.request.get((await invoiceLinks.first().getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await pdfText(await pdf.body())).toContain(title);
    await page.goto('/premium/credit-cards');
    await expect(page.getByTestId('cards')).toContainText('0008');

    // The screens and the pop-up fit a 390 px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/premium/credit-cards', '/premium/transactions']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    dialog = await openTopUp(page, text);
    await expect(dialog.getByTestId('top-up-pay')).toBeVisible();
    const box = await dialog.getByTestId('top-up-pay').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
}
