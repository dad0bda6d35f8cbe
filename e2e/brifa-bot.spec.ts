import { type BrowserContext, expect, type Page, test } from './support/a11y-test.ts';
import { smsCode, uniqueEmail, uniquePhone } from './support/api-accounts.ts';

/**
 * The brief assistant (/brifa-bot, issue 21 item 7) against the real server, in its guided interview (no model
 * is configured here): a visitor writes a short opening, answers every question the assistant asks (the
 * category it suggests, the category's questions, the budget, the start date, the description's follow-ups,
 * the company), reaches the summary, and sends it through the pop-up's last step: inline sign-up with the phone
 * code from the dev outbox, then the usual success step with the matches. Turkish on a desktop, English on a
 * 390 px phone; every screen is checked with axe by the shared fixture.
 */

const TEXTS = {
  tr: {
    lang: 'tr',
    opening: 'Kahve zincirimiz için iOS ve Android çalışan bir mobil uygulama istiyoruz.',
    openingLabel: 'Projenizi anlatın',
    category: 'Mobil Uygulama Geliştirme',
    details: [
      'Hedefimiz ilk yıl içinde 50.000 aktif kullanıcıya ulaşmak ve mağaza içi satışları yüzde on artırmak; sadakat programını tamamen dijitale taşımak istiyoruz.',
      'Ajanstan tasarım, geliştirme, test, mağazalara yayın ve yayından sonra bir yıllık bakım ile destek bekliyoruz; ERP sistemimizle entegrasyon da kapsamda.',
      'Proje takvimi yaklaşık dört ay; ilk sürümün ilkbaharda mağazalarda olmasını, ardından kampanya bildirimleri ve mağaza bulucu ile ikinci sürümü planlıyoruz.',
      'Uygulamada dijital sadakat kartı, puan biriktirme, kampanya bildirimleri, mağaza bulucu ve mağazadan teslim alma ile sipariş özellikleri olmalı.',
    ],
    freeText: 'Mağaza içi siparişler ve puanlar',
    company: 'Deniz Kahve A.Ş.',
    sector: 'Gıda',
    city: 'İstanbul',
    summary: 'Anladıklarım',
    review: 'Gözden geçir ve gönder',
    sendCode: 'Doğrulama kodunu gönder',
    matched: (count: number) => `Projeniz ${count} ajansla eşleşti.`,
    guided: 'Adım adım sorularla ilerliyoruz.',
  },
  en: {
    lang: 'en',
    opening: 'We need a mobile app for our coffee chain that runs on iOS and Android.',
    openingLabel: 'Describe your project',
    category: 'Mobile App Development',
    details: [
      'Our goal is to reach 50,000 active users in the first year and to increase in-store sales by ten percent, moving our loyalty programme fully to digital.',
      'We expect the agency to handle design, development, testing, store releases and one year of maintenance and support after launch, including an ERP integration.',
      'The timeline is about four months: the first release should be in the stores in spring, followed by a second release with campaign notifications and a store finder.',
      'The app should include a digital loyalty card, collecting points, campaign notifications, a store finder and ordering with in-store pickup.',
    ],
    freeText: 'In-store orders and points',
    company: 'Marmara Coffee Ltd.',
    sector: 'Food',
    city: 'İstanbul',
    summary: 'What I understood',
    review: 'Review and send',
    sendCode: 'Send me the code',
    matched: (count: number) => `Your project was matched with ${count} agencies.`,
    guided: 'Guided interview, one question at a time.',
  },
} as const;

type TTexts = (typeof TEXTS)[keyof typeof TEXTS];

async function useEnglish(context: BrowserContext) {
  await context.addCookies([
    { name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
}

const turnAnswered = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/v1\/BriefAssistant\/turn$/.test(response.url()),
  );

/** A date a month from now, as the date input takes it. */
function nextMonth(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

/** Answers the question on screen the way a client would; returns the field it answered. */
async function answer(page: Page, text: TTexts, detail: { next: number }): Promise<string> {
  const control = page.getByTestId('assistant-answer');
  const kind = await control.getAttribute('data-kind');
  const field = (await control.getAttribute('data-field')) ?? '';
  const sent = turnAnswered(page);
  if (kind === 'text') {
    const box = control.getByRole('textbox');
    await expect(box).toBeFocused();
    const value =
      field === 'CompanyName'
        ? text.company
        : field === 'Description' || field === 'Details'
          ? text.details[detail.next++ % text.details.length]!
          : text.freeText;
    await box.fill(value);
    await box.press('Enter');
  } else if (kind === 'single' || kind === 'yesno') {
    const buttons = control.getByTestId('assistant-options').getByRole('button');
    if (field === 'CategoryKey') {
      // The category the opening text points at is suggested first.
      await expect(buttons.first()).toHaveText(text.category);
      await expect(buttons.first()).toBeFocused();
      await buttons.first().click();
    } else if (field === 'SectorId' || field === 'CityId') {
      // Many options: a searchable list; typing part of a name and Enter picks it.
      const list = control.getByTestId('assistant-select');
      await list.click();
      await list.fill(field === 'SectorId' ? text.sector : text.city);
      await page
        .getByRole('option', { name: field === 'SectorId' ? text.sector : text.city })
        .first()
        .click();
    } else {
      await buttons.first().click();
    }
  } else if (kind === 'multiple') {
    await control.getByRole('checkbox').first().check();
    await control.getByTestId('assistant-send').click();
  } else if (kind === 'budget') {
    const box = control.getByRole('textbox');
    await expect(box).toBeFocused();
    await box.fill('150000');
    await box.press('Enter');
  } else if (kind === 'date') {
    await control.locator('input[type="date"]').fill(nextMonth());
    await control.getByTestId('assistant-send').click();
  } else {
    throw new Error(`Unexpected question kind ${kind} for ${field}`);
  }
  expect((await sent).status()).toBe(200);
  return field;
}

for (const language of ['tr', 'en'] as const) {
  const text = TEXTS[language];

  test(`a visitor describes a project to the assistant, answers its questions and sends the brief (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    if (language === 'en') {
      await useEnglish(context);
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // Found from the home page's hero.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
    await page.getByTestId('home-assistant-link').click();
    await expect(page).toHaveURL(/\/brifa-bot$/);
    await page.waitForLoadState('networkidle');

    // A short opening: the guided interview asks the rest.
    const opening = page.getByRole('textbox', { name: text.openingLabel });
    await opening.fill(text.opening);
    const first = turnAnswered(page);
    await opening.press('Enter');
    expect((await first).status()).toBe(200);
    await expect(page.getByTestId('assistant-mode')).toHaveText(text.guided);
    await expect(page.getByRole('log').getByTestId('assistant-bubble-user').first()).toContainText(
      text.opening,
    );

    const fields: string[] = [];
    const detail = { next: 0 };
    const summary = page.getByTestId('assistant-summary');
    for (let turn = 0; turn < 40; turn++) {
      await expect(page.getByTestId('assistant-answer').or(summary)).toBeVisible();
      if (await summary.isVisible()) break;
      fields.push(await answer(page, text, detail));
      if (turn === 2) await page.waitForLoadState('networkidle');
    }
    // Every kind of question came up, the description's follow-ups included.
    expect(fields).toEqual(
      expect.arrayContaining(['CategoryKey', 'BudgetTry', 'StartDate', 'CompanyName', 'SectorId', 'CityId']),
    );
    expect(fields.some((field) => field.startsWith('Answers.'))).toBe(true);
    expect(fields.some((field) => field === 'Details' || field === 'Description')).toBe(true);

    // The summary says what was understood; the focus is on it.
    await expect(summary.getByRole('heading', { name: text.summary })).toBeFocused();
    for (const value of [text.category, text.company, text.sector, text.city])
      await expect(summary).toContainText(value);
    await page.waitForLoadState('networkidle');

    // A reload resumes the conversation.
    await page.reload();
    await expect(page.getByTestId('assistant-summary')).toBeVisible();

    // Review and send: the pop-up opens at the sign-up step; the phone code sends the brief.
    await summary.getByRole('button', { name: text.review }).click();
    await expect(page).toHaveURL(/\/brifa-bot\?brief=1$/);
    const flow = page.getByRole('dialog');
    await expect(flow.locator('[data-step="account"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const phone = uniquePhone();
    await flow.locator('input[name="Name"]').fill('Ayşe');
    await flow.locator('input[name="Surname"]').fill('Yılmaz');
    await flow.locator('input[name="Email"]').fill(uniqueEmail('brifa-bot'));
    await flow.locator('input[type="tel"]').fill(phone);
    await flow.locator('input[name="IsClarificationAccepted"]').check();
    await flow.getByRole('button', { name: text.sendCode }).click();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/v1\/Offer$/.test(response.url()),
    );
    await flow
      .getByTestId('code-input')
      .locator('input')
      .first()
      .fill(await smsCode(request, phone));
    const offerResponse = await created;
    expect(offerResponse.status()).toBe(201);
    const offer = (await offerResponse.json()).Data as {
      MatchedCount: number;
      CompanyName: string;
      Description: string;
    };
    expect(offer.MatchedCount).toBeGreaterThan(0);
    expect(offer.CompanyName).toBe(text.company);
    expect(offer.Description).toContain(text.opening);

    const success = flow.getByTestId('brief-success');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('brief-matched-count')).toContainText(text.matched(offer.MatchedCount));
  });
}
