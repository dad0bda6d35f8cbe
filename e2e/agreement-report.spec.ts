import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 20, the second way into an agreement: the agency reports “we agreed” in its feedback and the client
 * confirms it (or says no) on its offers page. Turkish at 1280 px: the agency answers in its feedback form and
 * the client says no. English on a 390 px phone: the client says yes and the agreement is recorded.
 */
const TEXT = {
  tr: {
    cookie: 'tr-TR',
    width: 1280,
    agreedRadio: 'Anlaştık',
    hint: 'Müşteriden anlaşmayı onaylaması istenecek',
    submit: 'Geri bildirimi gönder',
    badge: 'Anlaştığınızı bildirdi',
    question: 'anlaştığınızı bildirdi',
    no: 'Hayır, anlaşmadık',
    agree: 'Bu ajansla anlaştık',
  },
  en: {
    cookie: 'en-TR',
    width: 390,
    badge: 'Says you agreed',
    question: 'says you agreed',
    yes: 'Yes, we agreed',
    agreed: 'You agreed with this agency',
  },
} as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function setUp(request: Parameters<typeof registerClient>[0], pick: number) {
  const client = await registerClient(request);
  const project = await createProject(request, client.token);
  const key = project.OfferKey;
  const matched = await matchedDemoAgencies(request, client.token, key);
  const agency = matched.filter(neverSubscribed)[pick] ?? matched.find(neverSubscribed);
  if (!agency) throw new Error('the brief needs a matched demo agency without a subscription');
  const token = await demoOwnerToken(request, agency.email);
  await ensureAccess(request, token, { offerKey: key, matchId: agency.matchId });
  return { client, key, agency, token };
}

test('the agency reports “we agreed”; the client says no and can still choose (tr, 1280 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const text = TEXT.tr;
  const { client, key, agency, token } = await setUp(request, 3);
  const viewport = { width: text.width, height: 900 };
  const agencyContext = await browser.newContext({ viewport });
  const clientContext = await browser.newContext({ viewport });
  try {
    await signIn(agencyContext, token, text.cookie);
    const feedback = await agencyContext.newPage();
    await open(feedback, `/provider/projects/${key}/feedback`);
    const form = feedback.getByTestId('provider-feedback-form');
    await form.getByRole('radio', { name: text.agreedRadio, exact: true }).check();
    await expect(form.getByTestId('feedback-agreed-hint')).toContainText(text.hint);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByRole('button', { name: 'Geri bildirimi güncelle' })).toBeVisible();

    await signIn(clientContext, client.token, text.cookie);
    const page = await clientContext.newPage();
    await open(page, `/client/projects/${key}/offers`);
    const card = page.locator(`[data-testid="match-card"][data-match-id="${agency.matchId}"]`);
    await expect(card.getByTestId('agency-reports-agreed')).toHaveText(text.badge);
    await card.click();
    const report = page.getByTestId('agreement-report');
    await expect(report).toContainText(`${agency.name} ${text.question}`);
    await page.screenshot({ path: 'e2e/artifacts/agreement-report-tr-1280.png' });
    await report.getByRole('button', { name: text.no }).click();
    await expect(report).toHaveCount(0);
    await expect(card.getByTestId('agency-reports-agreed')).toHaveCount(0);
    await expect(page.getByTestId('match-detail').getByRole('button', { name: text.agree })).toBeVisible();
  } finally {
    await agencyContext.close();
    await clientContext.close();
  }
});

test('the agency reports “we agreed”; the client confirms and the agreement is recorded (en, 390 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const text = TEXT.en;
  const { client, key, agency, token } = await setUp(request, 4);
  const saved = await body(
    await request.put(`/api/v1/MatchedProvider/${agency.matchId}/feedback`, {
      headers: { authorization: `Bearer ${token}` },
      data: { Sentiment: 'positive', Code: 'agreed', Note: '' },
    }),
  );
  expect(saved.IsSuccessful, saved.Message).toBe(true);
  const context = await browser.newContext({ viewport: { width: text.width, height: 844 } });
  try {
    await signIn(context, client.token, text.cookie);
    const page = await context.newPage();
    await open(page, `/client/projects/${key}/offers`);
    const card = page.locator(`[data-testid="match-card"][data-match-id="${agency.matchId}"]`);
    await expect(card.getByTestId('agency-reports-agreed')).toHaveText(text.badge);
    await card.click();
    const detail = page.getByRole('dialog').getByTestId('match-detail');
    const report = detail.getByTestId('agreement-report');
    await expect(report).toContainText(`${agency.name} ${text.question}`);
    await page.screenshot({ path: 'e2e/artifacts/agreement-report-en-390.png' });
    await report.getByRole('button', { name: text.yes }).click();
    await page
      .getByRole('dialog', { name: `Did you agree with ${agency.name}?` })
      .getByRole('button', { name: text.yes })
      .click();
    await expect(detail).toContainText(text.agreed);
    const list = await body<{ Items: Array<{ OfferKey: string; Status: string }> }>(
      await request.get('/api/v1/AgreementDocument', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(list.Data.Items.find((item) => item.OfferKey === key)?.Status).toBe('awaiting_documents');
  } finally {
    await context.close();
  }
});
