import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 19 items 7 and 8: an agency buys a 10-day boost by card (3-D Secure sandbox), sees it live in its boosts,
 * stops it (the days left are kept) and continues it; on the add-ons page it asks for a custom service and is
 * told when it will hear back. Turkish on desktop, English at 390 px.
 */

const TEXT = {
  'tr-TR': {
    heading: 'Öne çıkarma',
    buy10: '10 gün satın al',
    vat: 'KDV dahil',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    succeeded: 'Ödemeniz alındı',
    listHeading: 'Öne çıkarmalarım',
    active: 'Etkin',
    stop: /10 günlük öne çıkarmayı durdur/,
    stopped: 'Durduruldu',
    stoppedNotice: 'kalan 10 gün saklandı',
    continue: /10 günlük öne çıkarmayı devam ettir/,
    continued: 'Devam ediyor',
    addOns: 'Eklentiler',
    jobCta: 'İş ilanı ver',
    need: 'Neye ihtiyacınız var?',
    phone: 'Telefon',
    submit: 'Talebi gönder',
    sent: 'Talebinizi aldık',
  },
  'en-TR': {
    heading: 'Boost',
    buy10: 'Buy 10 days',
    vat: 'VAT included',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    succeeded: 'Payment received',
    listHeading: 'My boosts',
    active: 'Active',
    stop: /Stop the 10-day boost/,
    stopped: 'Stopped',
    stoppedNotice: 'remaining 10 days are kept',
    continue: /Continue the 10-day boost/,
    continued: 'Continued',
    addOns: 'Add-ons',
    jobCta: 'Post a job',
    need: 'What do you need?',
    phone: 'Phone',
    submit: 'Send the request',
    sent: 'We received your request',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency buys a boost, stops and continues it, and asks for a custom service (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `boost-${locale}`);
    const saved = await body(
      await request.put('/api/v1/Invoice/customer', {
        headers: { authorization: `Bearer ${agency.token}` },
        data: {
          Type: 'corporate',
          FullName: '',
          IdentityNumber: '',
          Title: 'Öne Çıkan Ajans Ltd. Şti.',
          TaxNumber: '4540536920',
          TaxOffice: 'Kadıköy',
          Address: 'Caferağa Mah. Moda Cad. No: 12',
          City: 'İstanbul',
          District: 'Kadıköy',
          Email: agency.email,
        },
      }),
    );
    expect(saved.IsSuccessful, saved.Message).toBe(true);
    await signIn(context, agency.token, locale);

    // The plans, VAT included, and the card checkout through the bank's 3-D page.
    await page.goto('/premium/boost');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page.getByTestId('boost-plan-10')).toContainText(text.vat);
    await expect(page.getByTestId('boost-plan-30')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await page.getByRole('button', { name: text.buy10 }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill('5528790000000008');
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('boost-pay')).toBeEnabled();
    await dialog.getByTestId('boost-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    await expect(page.getByTestId('payment-result')).toContainText(text.succeeded);

    // The boost is live; stopped (by keyboard) it keeps its 10 days; continued, it runs again.
    await page.goto('/premium/boost-subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: text.listHeading })).toBeVisible();
    await expect(page.getByText(text.active, { exact: true }).filter({ visible: true })).toBeVisible();
    const stop = page.getByRole('button', { name: text.stop });
    await expect(async () => {
      await stop.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(text.stopped, { exact: true }).filter({ visible: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('status')).toContainText(text.stoppedNotice);
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.continued, { exact: true }).filter({ visible: true })).toBeVisible();

    // Add-ons: the job post (issue 21) is offered; a custom service request is answered with its time.
    await page.goto('/premium/add-ons');
    await expect(page.getByRole('heading', { level: 1, name: text.addOns })).toBeVisible();
    await expect(page.getByTestId('add-on-job').getByRole('link', { name: text.jobCta })).toHaveAttribute(
      'href',
      '/premium/job',
    );
    await expect(page.getByTestId('add-on-boost').getByRole('link')).toHaveAttribute(
      'href',
      '/premium/boost',
    );
    await expect(async () => {
      await page
        .getByLabel(text.need)
        .fill('Üç şehirde ayrı paketler ve yıllık reklam için bir teklif istiyoruz.');
      await page.getByRole('radio', { name: text.phone }).check();
      await page.getByTestId('custom-service-submit').click();
      await expect(page.getByTestId('custom-service-sent')).toContainText(text.sent, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });
}
