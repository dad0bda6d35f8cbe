import { expect, type Locator, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
  opportunityAccess,
  type TMatchedAgency,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * The agency's pay-and-quote and the chat done with the keyboard alone (Tab, Shift+Tab, Enter, Space and
 * typing; no click), in Turkish and English, one of each at a 390 px phone width. The briefs are in the SEO
 * category, so these tests take other demo agencies than the mobile-app briefs of the other specs.
 */

const SEO_CATEGORY_ID = 17;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    pay: /öde ve bilgileri aç$/,
    payDialog: 'Müşteri bilgilerini açın',
    confirmPay: /öde$/,
    openTitle: 'Müşteri bilgileri açık',
    toQuote: 'Teklif gönder',
    amount: 'Teklif tutarı (TL)',
    duration: 'Teslim süresi (gün)',
    message: 'Müşteriye mesajınız',
    send: 'Teklifi gönder',
    sentTitle: 'Gönderdiğiniz teklif',
    quote: 'SEO denetimi, içerik planı ve altı aylık bağlantı çalışması dahildir.',
    messageAgency: 'Ajansa mesaj yaz',
    composer: 'Mesaj',
    chat: 'Merhaba, teklifinizi konuşmak için yarın 10:00 uygun mu?',
  },
  en: {
    cookie: 'en-TR',
    pay: /and unlock$/,
    payDialog: "Unlock the client's details",
    confirmPay: /^Pay /,
    openTitle: 'Client details are open',
    toQuote: 'Send a quote',
    amount: 'Quote amount (TL)',
    duration: 'Delivery time (days)',
    message: 'Your message to the client',
    send: 'Send the quote',
    sentTitle: 'The quote you sent',
    quote: 'An SEO audit, a content plan and six months of link building are included.',
    messageAgency: 'Message the agency',
    composer: 'Message',
    chat: 'Hello, does 10:00 tomorrow suit you to talk about your quote?',
  },
} as const;

/** An SEO brief (the category's own questions answered with their first option). */
async function seoProject(request: Parameters<typeof createProject>[0], token: string) {
  const questions = await body<Array<{ Key: string; AnswerType: string; Options: Array<{ Key: string }> }>>(
    await request.get(`/api/v1/Expertises/questions/${SEO_CATEGORY_ID}`),
  );
  const answers = Object.fromEntries(
    questions.Data.map((q) => [
      q.Key,
      q.AnswerType === 'text'
        ? 'Teknik SEO ve içerik'
        : q.AnswerType === 'single'
          ? q.Options[0]?.Key
          : [q.Options[0]?.Key],
    ]),
  );
  return createProject(request, token, { CategoryId: SEO_CATEGORY_ID, Answers: answers });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, direction: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 150; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(direction);
  }
  await expect(target).toBeFocused();
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const [locale, viewport] of [
  ['tr', DESKTOP],
  ['en', PHONE],
] as const) {
  const text = TEXT[locale];

  test(`an agency pays for a brief and quotes with the keyboard alone (${locale}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const client = await registerClient(request);
    const project = await seoProject(request, client.token);
    const key = project.OfferKey;
    const matched = await matchedDemoAgencies(request, client.token, key);
    // A paying agency (the seed never subscribes it), the first for Turkish and the last for English.
    const paying = matched.filter(neverSubscribed);
    const agency = (locale === 'tr' ? paying[0] : paying.at(-1)) ?? matched[0];
    if (!agency) throw new Error('the SEO brief needs a matched demo agency');
    const token = await demoOwnerToken(request, agency.email);
    const access = await opportunityAccess(request, token, key);

    const context = await browser.newContext({ viewport });
    try {
      await signIn(context, token, text.cookie);
      const page = await context.newPage();
      await page.goto('/provider/offers');
      await settle(page);

      const card = page
        .getByTestId('opportunity-card')
        .filter({ has: page.locator(`a[href*="/provider/projects/${key}/detail"]`) });
      await tabTo(page, card.getByTestId('opportunity-link'));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/provider/projects/${key}/detail$`));
      await settle(page);

      const panel = page.getByTestId('access-panel');
      if (!access.HasAccess) {
        await tabTo(page, panel.getByRole('button', { name: text.pay }));
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text.payDialog });
        await expect(dialog).toBeVisible();
        // The pop-up keeps the focus inside it: Shift+Tab from its first control reaches its last ones.
        await tabTo(page, dialog.getByRole('button', { name: text.confirmPay }), 'Shift+Tab');
        await page.keyboard.press('Space');
        await expect(dialog).toBeHidden();
      }
      await expect(panel).toContainText(text.openTitle);

      await tabTo(page, page.getByRole('link', { name: text.toQuote }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/provider/projects/${key}/offers$`));
      await settle(page);
      const form = page.getByTestId('quote-form');
      await tabTo(page, form.getByRole('textbox', { name: text.amount }));
      await page.keyboard.type('42000');
      await tabTo(page, form.getByRole('textbox', { name: text.duration }));
      await page.keyboard.type('30');
      await tabTo(page, form.getByRole('textbox', { name: text.message }));
      await page.keyboard.type(text.quote);
      await tabTo(page, form.getByRole('button', { name: text.send }));
      await page.keyboard.press('Enter');
      const sent = page.getByTestId('sent-quote');
      await expect(sent.getByRole('heading', { name: text.sentTitle })).toBeVisible({ timeout: 15_000 });
      await expect(sent).toContainText(text.quote);
    } finally {
      await context.close();
    }
  });
}

/** The agency the client writes to: a subscribed one (the other specs pay with the never-subscribed ones). */
function chatAgency(matched: TMatchedAgency[], pick: 'first' | 'last'): TMatchedAgency {
  const subscribed = matched.filter((agency) => !neverSubscribed(agency));
  const agency = (pick === 'first' ? subscribed[0] : subscribed.at(-1)) ?? matched.at(-1);
  if (!agency) throw new Error('the SEO brief needs a matched demo agency');
  return agency;
}

for (const [locale, viewport] of [
  ['en', DESKTOP],
  ['tr', PHONE],
] as const) {
  const text = TEXT[locale];

  test(`a client opens a conversation and sends a message with the keyboard alone (${locale}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const client = await registerClient(request);
    const project = await seoProject(request, client.token);
    const key = project.OfferKey;
    const matched = await matchedDemoAgencies(request, client.token, key);
    const agency = chatAgency(matched, locale === 'en' ? 'first' : 'last');
    const token = await demoOwnerToken(request, agency.email);
    await ensureAccess(request, token, { offerKey: key, matchId: agency.matchId });

    const context = await browser.newContext({ viewport });
    try {
      await signIn(context, client.token, text.cookie);
      const page = await context.newPage();
      await page.goto(`/client/projects/${key}/offers`);
      await settle(page);

      await tabTo(page, page.getByTestId('match-card').filter({ hasText: agency.name }));
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('match-detail');
      await tabTo(page, detail.getByRole('button', { name: text.messageAgency }));
      await page.keyboard.press('Enter');
      // Starting the conversation is a call to the server; the page moves when it answers.
      await expect(page).toHaveURL(new RegExp(`/client/projects/${key}/connection\\?m=\\d+`), {
        timeout: 15_000,
      });
      await settle(page);
      await expect(page.getByTestId('chat-counterpart')).toHaveText(agency.name);

      const composer = page.getByRole('textbox', { name: text.composer });
      await tabTo(page, composer);
      await page.keyboard.type(text.chat);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('chat-message').last()).toContainText(text.chat);
      await expect(composer).toHaveValue('');
      await expect(composer).toBeFocused();
    } finally {
      await context.close();
    }
  });
}
