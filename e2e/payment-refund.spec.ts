import type { APIRequestContext } from '@playwright/test';
import { formatKurus } from '../packages/contracts/src/index.ts';
import { expect, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';
import { opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Issue 18, refunds: an agency's 1000 TL card top-up (through the sandbox bank's 3-D page, by API) is refunded by
 * an operator on the console's payment record with a reason; the record shows it refunded with its credit note,
 * and the agency's transactions list shows it refunded with the credit note's PDF link (English at 390 px).
 */

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    refund: 'Ödemeyi iade et',
    refunded: 'İade edildi',
    creditNote: 'İade faturası (PDF)',
    reason: 'İade nedeni (denetim kaydına yazılır)',
  },
  en: {
    cookie: 'en-US',
    refund: 'Refund the payment',
    refunded: 'Refunded',
    creditNote: 'Credit note (PDF)',
    reason: 'Reason for the refund (kept in the audit log)',
  },
} as const;

/** A 1000 TL top-up with the sandbox's succeeding test card, through its 3-D page; answers the payment id. */
async function cardTopUp(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await body<{ Id: string; ThreeDsUrl: string }>(
    await request.post('/api/v1/Payment/start', {
      headers: { ...headers, 'idempotency-key': `e2e-refund-${Date.now()}-${Math.random()}` },
      data: {
        Type: 'wallet_top_up',
        BasketItems: [{ Id: 'wallet_top_up', AmountKurus: 1000_00 }],
        GrossPrice: 1000_00,
        PaidPrice: 1000_00,
        Installment: 1,
        Card: {
          HolderName: 'Mert Kaya',
          Number: '5528790000000008',
          ExpireMonth: 12,
          ExpireYear: 2030,
          Cvc: '123',
        },
      },
    }),
  );
  const { Id, ThreeDsUrl } = started.Data;
  const landing = await (await request.get(ThreeDsUrl)).text();
  const bankPath = /url=([^"]+)"/.exec(landing)![1]!;
  const page = await (await request.get(bankPath)).text();
  const code = /data-testid="sandbox-otp">(\d{6})</.exec(page)![1]!;
  const submitted = await (await request.post(bankPath, { form: { code } })).text();
  const action = /action="([^"]+)"/.exec(submitted)![1]!;
  const fields = Object.fromEntries(
    [...submitted.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  await request.post(new URL(action).pathname, { form: fields, maxRedirects: 0 });
  const payment = await body<{ State: string }>(await request.get(`/api/v1/Payment/${Id}`, { headers }));
  expect(payment.Data.State).toBe('succeeded');
  return Id;
}

for (const language of ['tr', 'en'] as const) {
  const text = TEXT[language];
  test(`an operator refunds a card top-up and the agency sees it refunded with its credit note (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const agency = await registerAgency(request, `refund-${language}`);
    const paymentId = await cardTopUp(request, agency.token);

    const operator = await opsOperator(request);
    await signInOperatorInBrowser(page, operator, language);
    await page.goto(`/ops/payments/${paymentId}`);
    await page.locator('html[data-hydrated]').waitFor();
    const panel = page.getByTestId('ops-payment');
    await expect(panel.getByTestId('ops-payment-amount')).toHaveText(
      formatKurus(1000_00, language, { cents: true }),
    );
    await expect(panel.getByTestId('ops-payment-invoice')).toHaveText(/^BRF2026\d{9}$/);
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await panel.getByRole('button', { name: text.refund, exact: true }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByLabel(text.reason).fill('Müşteri talebi / customer asked');
    await dialog.getByRole('button', { name: text.refund, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('ops-payment-state')).toHaveText(text.refunded);
    await expect(panel.getByTestId('ops-payment-credit-note')).toHaveText(/^BRI2026\d{9}$/);
    await expect(panel.getByTestId('ops-payment-refund')).toContainText('Müşteri talebi / customer asked');

    const agencyContext = await browser.newContext({
      locale: text.cookie,
      ...(language === 'en' ? { viewport: { width: 390, height: 844 } } : {}),
    });
    await signIn(agencyContext, agency.token, language);
    const agencyPage = await agencyContext.newPage();
    await agencyPage.goto('/premium/transactions');
    const link = agencyPage.getByTestId('credit-note-link').first();
    await expect(link).toHaveText(text.creditNote);
    await expect(agencyPage.getByText(text.refunded, { exact: true }).first()).toBeVisible();
    const pdf = await agencyContext.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await agencyContext.close();
  });
}
