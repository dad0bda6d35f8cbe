import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';
import { openQueueItem, opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Agreements as records and verified refunds (issue 20 items 1 and 2), against the real server: the client marks
 * an agency that paid the viewing fee as won; the agency's 5× refund is pending (not in its balance); the agency
 * sends the amount, the contract and the invoice in its pop-up; the client confirms the amount in its pop-up;
 * the refund reaches the agency's wallet. Turkish at 1280 px, English on a 390 px phone.
 *
 * The client is made a week old and the access payment two hours old through development routes, so that the
 * agreement carries no risk signal (a fresh account marking won at once goes to an operator instead).
 */
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    width: 1280,
    number: 'tr-TR',
    agree: 'Bu ajansla anlaştık',
    agreeConfirm: 'Evet, anlaştık',
    agreed: 'Bu ajansla anlaştınız',
    docsTitle: 'Anlaşma belgeleri',
    amount: 'Anlaşma tutarı (TL)',
    monthly: 'Aylık',
    months: 'Ay sayısı',
    contract: 'Sözleşme (PDF ya da görsel)',
    invoice: 'Fatura (PDF ya da görsel)',
    send: 'Belgeleri gönder',
    confirmTitle: 'Anlaşma tutarını onaylayın',
    confirm: 'Tutarı onayla',
    pending: 'Bekleyen iade',
    verified: 'Doğrulandı',
    awaitingConfirmation: 'Müşteri onayı bekleniyor',
    consent: 'Herkese açık zaman akışında adımız görünsün',
    npsTitle: 'Anlaştığınız ajansı puanlayın',
    npsLater: 'Daha sonra',
    waitingOther: 'Karşı taraf da kabul edince adlar görünür.',
    both: 'İki taraf da kabul etti: adlar zaman akışında görünüyor.',
  },
  en: {
    cookie: 'en-TR',
    width: 390,
    number: 'en-GB',
    agree: 'We agreed with this agency',
    agreeConfirm: 'Yes, we agreed',
    agreed: 'You agreed with this agency',
    docsTitle: 'Agreement documents',
    amount: 'Agreement amount (TL)',
    monthly: 'Monthly',
    months: 'Number of months',
    contract: 'Contract (PDF or image)',
    invoice: 'Invoice (PDF or image)',
    send: 'Send documents',
    confirmTitle: 'Confirm the agreement amount',
    confirm: 'Confirm the amount',
    pending: 'Pending refund',
    verified: 'Verified',
    awaitingConfirmation: 'Awaiting the client’s confirmation',
    consent: 'Show our name on the public timeline',
    npsTitle: 'Rate the agency you agreed with',
    npsLater: 'Later',
    waitingOther: 'The names show once the other side agrees too.',
    both: 'Both sides agreed: the names are shown on the timeline.',
  },
} as const;

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function documentFile(name: string): string {
  const path = join(tmpdir(), `brifa-e2e-${Date.now()}-${name}`);
  writeFileSync(path, PDF);
  return path;
}

async function balance(request: APIRequestContext, token: string): Promise<number> {
  const answer = await body<{ BalanceKurus: number }>(
    await request.get('/api/v1/WalletTransaction', { headers: { authorization: `Bearer ${token}` } }),
  );
  return answer.Data.BalanceKurus;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const locale of ['tr', 'en'] as const) {
  const text = TEXT[locale];

  test(`won → documents → the client confirms → the pending refund reaches the wallet (${locale}, ${text.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    const key = project.OfferKey;
    const matched = await matchedDemoAgencies(request, client.token, key);
    const agency = matched.filter(neverSubscribed)[locale === 'tr' ? 0 : 1] ?? matched.find(neverSubscribed);
    if (!agency) throw new Error('the brief needs a matched demo agency without a subscription');
    const token = await demoOwnerToken(request, agency.email);
    await ensureAccess(request, token, { offerKey: key, matchId: agency.matchId });
    // No risk signal: a week-old client, a payment two hours before the won mark.
    expect(
      (await request.post('/api/dev/users/age', { data: { Email: client.email, Hours: 168 } })).ok(),
    ).toBe(true);
    expect(
      (
        await request.post(`/api/dev/matches/${agency.matchId}/paid-earlier`, { data: { Minutes: 120 } })
      ).ok(),
    ).toBe(true);
    const before = await balance(request, token);

    const viewport = { width: text.width, height: text.width === 390 ? 844 : 900 };
    const clientContext = await browser.newContext({ viewport });
    const agencyContext = await browser.newContext({ viewport });
    try {
      // The client marks the agency won.
      await signIn(clientContext, client.token, text.cookie);
      const page = await clientContext.newPage();
      await open(page, `/client/projects/${key}/offers`);
      await page.locator(`[data-testid="match-card"][data-match-id="${agency.matchId}"]`).click();
      const detail =
        text.width === 390
          ? page.getByRole('dialog').getByTestId('match-detail')
          : page.getByTestId('match-detail');
      await detail.getByRole('button', { name: text.agree }).click();
      await page.getByRole('button', { name: text.agreeConfirm }).click();
      await expect(detail).toContainText(text.agreed);

      // The agency: the refund is pending, not in its balance; the pop-up asks for the documents.
      expect(await balance(request, token)).toBe(before);
      await signIn(agencyContext, token, text.cookie);
      const wallet = await agencyContext.newPage();
      // The demo agency may have other agreements from other tests: this one's row, and its project's pop-up.
      await open(wallet, '/premium/wallet-transactions');
      await expect(wallet.getByTestId('wallet-pending-refund')).toContainText(text.pending);
      await expect(wallet.locator(`[data-testid="agreement-row"][data-offer-key="${key}"]`)).toContainText(
        new Intl.NumberFormat(text.number).format(2500),
      );
      await open(wallet, `/provider/projects/${key}/detail`);
      const popup = wallet.getByRole('dialog', { name: text.docsTitle });
      await expect(popup).toBeVisible();
      await popup.getByLabel(text.amount).fill('12500,00');
      await popup.locator('label').filter({ hasText: text.monthly }).click();
      await expect(popup.getByRole('radio', { name: text.monthly })).toBeChecked();
      await popup.getByLabel(text.months).fill('6');
      // Mantine's file inputs: a button with a hidden input, contract first, invoice second.
      await expect(popup.getByText(text.contract)).toBeVisible();
      await popup.locator('input[type="file"]').nth(0).setInputFiles(documentFile('contract.pdf'));
      await popup.locator('input[type="file"]').nth(1).setInputFiles(documentFile('invoice.pdf'));
      await expect(popup.getByText(text.invoice)).toBeVisible();
      await wallet.screenshot({ path: `e2e/artifacts/agreement-documents-${locale}-${text.width}.png` });
      await popup.getByRole('button', { name: text.send }).click();
      await expect(popup).toHaveCount(0);
      await open(wallet, '/premium/wallet-transactions');
      await expect(wallet.locator(`[data-testid="agreement-row"][data-offer-key="${key}"]`)).toContainText(
        text.awaitingConfirmation,
      );

      // The client confirms the amount in its pop-up.
      await page.reload();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByTestId('agreement-confirm-amount')).toContainText(
        new Intl.NumberFormat(text.number).format(12500),
      );
      await page.screenshot({ path: `e2e/artifacts/agreement-confirm-${locale}-${text.width}.png` });
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(confirm).toHaveCount(0);

      // The refund is released once: five times the fee in the agency's balance, nothing pending.
      await expect.poll(() => balance(request, token)).toBe(before + 2500_00);
      await wallet.reload();
      await expect(wallet.locator(`[data-testid="agreement-row"][data-offer-key="${key}"]`)).toContainText(
        text.verified,
      );
      await expect(wallet.getByTestId('wallet-balance')).toContainText(
        new Intl.NumberFormat(text.number, { minimumFractionDigits: 2 }).format((before + 2500_00) / 100),
      );
      if (text.width === 390) {
        const width = await wallet.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
      await wallet.screenshot({
        path: `e2e/artifacts/agreement-wallet-${locale}-${text.width}.png`,
        fullPage: true,
      });

      // Issue 21 item 8: both sides agree to be named on the public timeline; the agency withdraws.
      const row = wallet.locator(`[data-testid="agreement-row"][data-offer-key="${key}"]`);
      await row.getByRole('switch', { name: new RegExp(text.consent) }).click();
      await expect(row.getByTestId('timeline-consent-state')).toHaveText(text.waitingOther);
      // Having agreed, the client is asked to rate the agency (when its pop-up comes is not this test's concern).
      await page.addLocatorHandler(page.getByRole('dialog', { name: text.npsTitle }), async (dialog) => {
        await dialog.getByRole('button', { name: text.npsLater }).first().click();
      });
      await open(page, `/client/projects/${key}/offers`);
      const card = page.getByTestId('client-agreement');
      await card.getByRole('switch', { name: new RegExp(text.consent) }).click();
      await expect(card.getByTestId('timeline-consent-state')).toHaveText(text.both);
      await page.screenshot({ path: `e2e/artifacts/agreement-timeline-consent-${locale}-${text.width}.png` });
      const visitor = await browser.newPage({ viewport });
      try {
        await open(visitor, '/timeline');
        await expect(visitor.getByText(agency.name).first()).toBeVisible();
        await wallet.reload();
        await row.getByRole('switch', { name: new RegExp(text.consent) }).click();
        await expect(row.getByRole('switch')).not.toBeChecked();
        await expect
          .poll(async () => {
            await open(visitor, '/timeline');
            return visitor.getByText(agency.name).count();
          })
          .toBe(0);
      } finally {
        await visitor.close();
      }
    } finally {
      await clientContext.close();
      await agencyContext.close();
    }
  });
}

test('the farming pattern goes to the console: the operator sees the signals and approves (tr, 1280 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A fresh client marks the agency won right after its payment: young account, won within minutes.
  const client = await registerClient(request);
  const project = await createProject(request, client.token);
  const key = project.OfferKey;
  const matched = await matchedDemoAgencies(request, client.token, key);
  const agency = matched.filter(neverSubscribed)[2] ?? matched.find(neverSubscribed);
  if (!agency) throw new Error('the brief needs a matched demo agency without a subscription');
  const token = await demoOwnerToken(request, agency.email);
  await ensureAccess(request, token, { offerKey: key, matchId: agency.matchId });
  const before = await balance(request, token);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  expect(
    (
      await body(
        await request.post(`/api/v1/MatchedProvider/${agency.matchId}/won`, { headers: auth(client.token) }),
      )
    ).IsSuccessful,
  ).toBe(true);
  const list = await body<{ Items: Array<{ Id: number; OfferKey: string }> }>(
    await request.get('/api/v1/AgreementDocument', { headers: auth(token) }),
  );
  const agreement = list.Data.Items.find((item) => item.OfferKey === key)!;
  const sent = await body(
    await request.put(`/api/v1/AgreementDocument/${agreement.Id}`, {
      headers: auth(token),
      multipart: {
        Amount: '40000',
        Period: 'one_off',
        Contract: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
        Invoice: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      },
    }),
  );
  expect(sent.IsSuccessful, sent.Message).toBe(true);
  const confirmed = await body<{ Status: string }>(
    await request.post(`/api/v1/OfferAgreement/${agreement.Id}/confirm`, {
      headers: auth(client.token),
      data: { AmountKurus: 40000_00 },
    }),
  );
  expect(confirmed.Data.Status).toBe('in_review');
  expect(await balance(request, token)).toBe(before);

  const operator = await opsOperator(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await signInOperatorInBrowser(page, operator, 'tr');
    // Straight to this agreement's item (the console's home lists only the first items due).
    await openQueueItem(page, request, `agreement_review:${agreement.Id}`);
    const panel = page.getByTestId('ops-agreement');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Müşteri hesabı 24 saatten yeni');
    await expect(panel).toContainText('Anlaşma, erişim ödemesinden sonraki 60 dakika içinde işaretlendi');
    await page.screenshot({ path: 'e2e/artifacts/agreement-console-tr-1280.png', fullPage: true });
    await panel.getByRole('button', { name: 'Onayla ve iadeyi serbest bırak' }).click();
    await expect(page.getByTestId('ops-agreement-state')).toHaveText('Doğrulandı');
    await expect.poll(() => balance(request, token)).toBe(before + 2500_00);
    // The item's record link opens the agreement's own page.
    await page.getByRole('link', { name: `Anlaşma #${agreement.Id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/agreements/${agreement.Id}$`));
    await expect(page.getByTestId('ops-agreement-state')).toHaveText('Doğrulandı');
  } finally {
    await context.close();
  }
});
