import { expect, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 20, item 5, in both languages (English at 390 px): an agency of the earlier commission model (a plan made
 * through the development route POST /api/dev/commissions/plan, as a monthly agreement on a project from before
 * 14 October 2024 confirmed 35 days ago would open it) has its first piece overdue. The persistent debt notice
 * links /need-to-pay; the agency pays the piece by card through the sandbox bank's 3-D page; the notice is gone
 * and /premium/comission-pays shows the piece paid and the rest ahead.
 */
const SUCCESS = '5528 7900 0000 0008';

const TEXT = {
  'tr-TR': {
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    debt: 'Ödenmemiş borcunuz bulunuyor.',
    payNow: 'Hemen öde',
    title: 'Ödenmesi gereken borçlar',
    payByCard: 'Kartla öde',
    none: 'Vadesi geçmiş borcunuz yok.',
    plan: 'Komisyon ödemeleri',
    paid: 'Ödendi',
  },
  'en-TR': {
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    debt: 'You have an unpaid balance.',
    payNow: 'Pay now',
    title: 'Payments due',
    payByCard: 'Pay by card',
    none: 'You have no overdue payments.',
    plan: 'Commission payments',
    paid: 'Paid',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an earlier-model agency pays its overdue commission piece by card (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `commission-${locale}`);
    const saved = await request.put('/api/v1/Invoice/customer', {
      headers: { authorization: `Bearer ${agency.token}` },
      data: {
        Type: 'corporate',
        Title: 'Eski Model Dijital Ltd. Şti.',
        TaxNumber: '4540536920',
        TaxOffice: 'Kadıköy',
        Address: 'Caferağa Mah. Moda Cad. No: 12',
        City: 'İstanbul',
        District: 'Kadıköy',
        Email: agency.email,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const plan = await request.post('/api/dev/commissions/plan', {
      data: { Email: agency.email, MonthlyAmountTl: 15_000, ConfirmedDaysAgo: 35 },
    });
    expect(plan.ok(), await plan.text()).toBe(true);
    expect(await plan.json()).toMatchObject({ Pieces: 12 });
    await signIn(context, agency.token, locale);

    // The persistent notice, its pay-now link to /need-to-pay.
    await page.goto('/provider/offers');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: text.debt });
    await expect(notice).toBeVisible();
    const payNow = notice.getByRole('link', { name: text.payNow });
    await expect(payNow).toHaveAttribute('href', '/need-to-pay');
    await payNow.click();
    await expect(page).toHaveURL(/\/need-to-pay$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const piece = page.getByTestId('commission-piece');
    await expect(piece).toHaveCount(1);
    await expect(piece).toHaveAttribute('data-status', 'overdue');

    // Paid by card through the sandbox bank's 3-D page.
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await piece.getByRole('button', { name: text.payByCard }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill(SUCCESS);
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('commission-card-pay')).toBeEnabled({ timeout: 10_000 });
    await dialog.getByTestId('commission-card-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

    // The notice is gone; nothing overdue; the plan shows the piece paid and eleven ahead.
    await page.goto('/provider/offers');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(text.debt)).toHaveCount(0);
    await page.goto('/need-to-pay');
    await expect(page.getByTestId('need-to-pay-none')).toContainText(text.none);
    await page.goto('/premium/comission-pays');
    await expect(page.getByRole('heading', { level: 1, name: text.plan })).toBeVisible();
    await expect(page.getByTestId('commission-piece')).toHaveCount(12);
    await expect(page.locator('[data-testid="commission-piece"][data-status="paid"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="commission-piece"][data-status="due"]')).toHaveCount(11);
    await expect(page.getByTestId('commission-piece').first()).toContainText(text.paid);
  });
}
