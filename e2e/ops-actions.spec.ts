import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import { demoOwnerToken, matchedDemoAgencies, neverSubscribed } from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';
import { opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Issue 17, the operator console's actions end to end, in both languages (English at 390 px): an operator signs
 * in with password and TOTP, finds a brief by its key, invalidates it with a reason, sees the audit entry; the
 * agency that had paid reads the refund in its wallet (its own browser); the operator grants the agency
 * credit and retries a dead outbox message.
 *
 * Serial: the tests take demo agencies that other tests of the run may pay with too.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    search: 'Aranacak ifade',
    searchButton: 'Ara',
    invalidate: 'Geçersiz say ve ücretleri iade et',
    reason: 'Neden',
    confirmInvalidate: 'Projeyi kapat ve iade et',
    refunded: /ajansa iade yapıldı/,
    audit: 'Proje geçersiz sayıldı',
    walletTitle: 'Cüzdan hareketleri',
    refundLine: 'İade: proje geçersiz sayıldı',
    grant: 'Bakiye ekle',
    amount: 'Tutar (TL)',
    confirmGrant: 'Bakiyeyi ekle',
    done: 'İşlem kaydedildi.',
    granted: 'Bakiye eklendi',
    outboxTitle: 'Gönderilemeyen iletiler',
    retry: 'Yeniden dene',
    confirmRetry: 'Yeniden kuyruğa al',
    invalidReason: 'Müşteriye üç gün boyunca ulaşılamadı',
    grantReason: 'Geçersiz proje için telafi kredisi',
  },
  en: {
    cookie: 'en-TR',
    search: 'Search for',
    searchButton: 'Search',
    invalidate: 'Invalidate and refund the fees',
    reason: 'Reason',
    confirmInvalidate: 'Close the brief and refund',
    refunded: /(agency was|agencies were) refunded/,
    audit: 'Brief invalidated',
    walletTitle: 'Wallet transactions',
    refundLine: 'Refund: the project was found invalid',
    grant: 'Grant credit',
    amount: 'Amount (TL)',
    confirmGrant: 'Grant the credit',
    done: 'Done.',
    granted: 'Credit granted',
    outboxTitle: 'Undelivered messages',
    retry: 'Retry',
    confirmRetry: 'Queue it again',
    invalidReason: 'The client could not be reached for three days',
    grantReason: 'Credit to make up for an invalid brief',
  },
} as const;

async function openDialogAndConfirm(page: Page, open: string, fill: Record<string, string>, confirm: string) {
  await page.getByRole('button', { name: open, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fill))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const language of ['tr', 'en'] as const) {
  const text = TEXT[language];
  test(`an operator invalidates a brief, grants credit and retries a dead message (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    if (language === 'en') await page.setViewportSize({ width: 390, height: 844 });

    // A client's brief, matched with the demo agencies; one of them pays the fee from its wallet.
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    const matched = (await matchedDemoAgencies(request, client.token, project.OfferKey)).filter(
      neverSubscribed,
    );
    const payer = matched[language === 'tr' ? 0 : matched.length - 1]!;
    const agencyToken = await demoOwnerToken(request, payer.email);
    const paid = await body(
      await request.post(`/api/v1/MatchedProvider/${payer.matchId}/payment`, {
        headers: { authorization: `Bearer ${agencyToken}` },
      }),
    );
    expect(paid.IsSuccessful, paid.Message).toBe(true);
    const deadTo = `dead.${language}.${Date.now()}@example.com`;
    const created = await body<{ Id: number }>(
      await request.post('/api/dev/outbox/dead', { data: { To: deadTo } }),
    );
    expect(created.IsSuccessful, created.Message).toBe(true);
    const dead = { To: deadTo };

    // The operator signs in with password and TOTP.
    const operator = await opsOperator(request);
    await signInOperatorInBrowser(page, operator, language);

    // Finds the brief by its key and invalidates it with a reason.
    await page.goto('/ops/search');
    await page.getByLabel(text.search).fill(project.OfferKey);
    await page.getByRole('button', { name: text.searchButton, exact: true }).click();
    await page
      .getByRole('link', { name: new RegExp(project.OfferKey) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/ops/briefs/${project.OfferKey}$`));
    await openDialogAndConfirm(
      page,
      text.invalidate,
      { [text.reason]: text.invalidReason },
      text.confirmInvalidate,
    );
    await expect(page.getByRole('status')).toContainText(text.refunded);
    const auditRow = page.getByTestId('history-row').filter({ hasText: text.invalidReason });
    await expect(auditRow).toHaveCount(1);
    await expect(auditRow).toContainText(text.audit);

    // The agency reads the refund in its wallet, in its own browser.
    const agencyContext = await browser.newContext({ locale: text.cookie });
    await signIn(agencyContext, agencyToken, language);
    const agencyPage = await agencyContext.newPage();
    if (language === 'en') await agencyPage.setViewportSize({ width: 390, height: 844 });
    await agencyPage.goto('/premium/wallet-transactions');
    await expect(agencyPage.getByRole('heading', { name: text.walletTitle })).toBeVisible();
    await expect(agencyPage.getByText(text.refundLine).first()).toBeVisible();
    await agencyContext.close();

    // Grants the agency credit from its page.
    await page.getByRole('link', { name: payer.name }).first().click();
    await expect(page).toHaveURL(/\/ops\/agencies\/\d+$/);
    const before = (await page.getByTestId('ops-balance').textContent()) ?? '';
    await openDialogAndConfirm(
      page,
      text.grant,
      { [text.amount]: '250', [text.reason]: text.grantReason },
      text.confirmGrant,
    );
    await expect(page.getByRole('status')).toContainText(text.done);
    await expect(page.getByTestId('ops-balance')).not.toHaveText(before);
    await expect(
      page.getByTestId('history-row').filter({ hasText: text.grantReason }).filter({ hasText: text.granted }),
    ).toHaveCount(1);

    // Retries the dead message.
    await page.goto('/ops/outbox');
    await expect(page.getByRole('heading', { name: text.outboxTitle })).toBeVisible();
    const mine = page.getByTestId('dead-message').filter({ hasText: dead.To }).first();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: text.retry, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.confirmRetry, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(text.done);
    await expect(page.getByTestId('dead-message').filter({ hasText: dead.To })).toHaveCount(0);
  });
}
