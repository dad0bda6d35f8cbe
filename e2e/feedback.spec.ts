import { expect, type Page, test } from './support/a11y-test.ts';
import { body, newestMessage, registerClient, signIn } from './support/api-accounts.ts';
import { createProject, NO_COMPLETION_FIELDS } from './support/api-projects.ts';

/**
 * Project completion and the client's feedback against the real server: the client and its projects are made
 * through the API (the matching engine matches the demo agencies); the feedback e-mail is sent at once through
 * the dev-only trigger instead of waiting three days for the scheduled job.
 */

type TLocaleCase = { locale: 'tr' | 'en'; cookie: string };
const LOCALES: TLocaleCase[] = [
  { locale: 'tr', cookie: 'tr-TR' },
  { locale: 'en', cookie: 'en-TR' },
];

/** Server-rendered, then hydrated: wait until the page reacts before using it. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const TEXT = {
  tr: {
    completeTitle: 'Eksik bilgileri tamamlayın',
    audience: 'Hedef kitleniz',
    geo: 'Coğrafi kapsam',
    business: 'İşletme türü',
    turnover: 'Yıllık ciro',
    no: 'Hayır',
    save: 'Projeyi kaydet',
    required: 'Bu alan zorunludur.',
    account: 'Hesap bilgileri',
    feedbackTitle: 'Ajanslarla nasıl geçti?',
    negative: 'Görüşmeler olumsuz geçti',
    reason: 'Neden olmadı?',
    outcome: 'Son durum',
    submit: 'Geri bildirimi gönder',
    saved: 'Teşekkürler! Geri bildiriminiz kaydedildi.',
    wrongLink: 'Bu bağlantı açılamadı',
    answeredOn: 'tarihinde yanıtladınız',
    savedConsidering: 'Kayıtlı yanıtınız: Teklifi değerlendiriyorum',
    savedAgreed: 'Kayıtlı yanıtınız: Anlaştık',
    update: 'Yanıtlarımı güncelle',
    updated: 'Yanıtlarınız güncellendi.',
    chosen: 'Bir ajans seçtim',
  },
  en: {
    completeTitle: 'Complete the missing information',
    audience: 'Your audience',
    geo: 'Geographic scope',
    business: 'Business type',
    turnover: 'Yearly turnover',
    no: 'No',
    save: 'Save project',
    required: 'This field is required.',
    account: 'Account information',
    feedbackTitle: 'How did it go with the agencies?',
    negative: 'Talks did not go well',
    reason: 'Why did it not work out?',
    outcome: 'Where you stand',
    submit: 'Send feedback',
    saved: 'Thank you! Your feedback has been saved.',
    wrongLink: 'This link could not be opened',
    answeredOn: 'You answered about this project on',
    savedConsidering: 'Your saved answer: Considering the offer',
    savedAgreed: 'Your saved answer: We agreed',
    update: 'Update my answers',
    updated: 'Your answers have been updated.',
    chosen: 'I have chosen an agency',
  },
} as const;

for (const { locale, cookie } of LOCALES) {
  const text = TEXT[locale];

  test.describe(`project completion and feedback (${locale})`, () => {
    test('a client whose project misses data completes it on /project-complete', async ({
      page,
      context,
      request,
    }) => {
      const client = await registerClient(request);
      const project = await createProject(request, client.token, {
        CompanyName: 'Deniz Gıda A.Ş.',
        ...NO_COMPLETION_FIELDS,
      });
      expect(project.MissingFields).toHaveLength(5);
      await signIn(context, client.token, cookie);

      // The layout rule: a project with missing data sends the client here from any client page.
      await page.goto('/client/my-projects');
      await expect(page).toHaveURL(/\/project-complete$/);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.completeTitle);
      await expect(page.getByRole('heading', { name: text.account })).toBeVisible();
      await expect(page.locator('input[name="Surname"]')).toHaveValue(client.surname);
      const form = page.getByTestId('missing-fields-form');
      await expect(form.getByRole('heading', { level: 3 })).toContainText('Deniz Gıda A.Ş.');

      await form.getByLabel(text.audience).selectOption('b2b');
      await form.getByRole('button', { name: text.save }).click();
      await expect(form.getByText(text.required)).toHaveCount(4);
      await expect(form.getByLabel(text.geo)).toBeFocused();

      await form.getByLabel(text.geo).selectOption('national');
      await form.getByLabel(text.business).selectOption('retail');
      await form.getByLabel(text.turnover).selectOption('10m_100m');
      await form.getByLabel(text.no, { exact: true }).check();
      await form.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/client\/timeline$/);

      const userId = JSON.parse(Buffer.from(client.token.split('.')[1]!, 'base64url').toString()).sub;
      const session = await body<{ IsHaveMissingDataOffer: boolean }>(
        await request.post(`/api/v1/user/me/${userId}`, {
          headers: { authorization: `Bearer ${client.token}` },
        }),
      );
      expect(session.Data.IsHaveMissingDataOffer).toBe(false);
    });

    test('the e-mailed link opens the feedback form without login and saves the answers', async ({
      page,
      context,
      request,
    }) => {
      const client = await registerClient(request);
      const project = await createProject(request, client.token);
      expect(project.MatchedCount, 'the demo agencies are matched by the engine').toBeGreaterThan(0);
      if (locale === 'en') {
        await request.put('/api/v1/user/language', {
          headers: { authorization: `Bearer ${client.token}` },
          data: { LanguageCode: 'en-TR' },
        });
      }
      const queued = await body<{ Queued: boolean }>(
        await request.post(`/api/dev/feedback-request/${project.OfferKey}`),
      );
      expect(queued.Data.Queued).toBe(true);
      const mail = await newestMessage(request, client.email, /client-offer-feedback/);
      expect(mail.Subject).toBe(text.feedbackTitle);
      const link = new URL(/https?:\/\/\S+client-offer-feedback\S+/.exec(mail.Text)![0]);

      await context.addCookies([{ name: 'language', value: cookie, domain: '127.0.0.1', path: '/' }]);
      await page.goto(`${link.pathname}${link.search}`);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.feedbackTitle);
      await expect(page.getByTestId('feedback-project')).toContainText('Moda Kahve');
      const agencies = page.getByTestId('agency-feedback');
      await expect(agencies.first()).toBeVisible();

      await page.getByLabel(text.negative).check();
      const first = agencies.first();
      await first.getByLabel(text.outcome).selectOption('price_too_high');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(first.getByText(text.required)).toBeVisible();
      await first.getByLabel(text.reason).selectOption('price');
      await page.locator('select[name="ReasonCode"]').selectOption('relevance');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.saved }).first()).toBeVisible();

      const saved = await body<{
        Feedback: { Status: string };
        Providers: Array<{ Outcome: string | null; ReasonCode: string | null }>;
      }>(
        await request.get(`/api/v1/UserOfferFeedback/matched-providers/${project.OfferKey}`, {
          headers: { authorization: `Bearer ${client.token}` },
        }),
      );
      expect(saved.Data.Feedback.Status).toBe('talks_negative');
      expect(saved.Data.Providers[0]).toMatchObject({ Outcome: 'price_too_high', ReasonCode: 'price' });

      // A tampered link shows nothing of the project.
      link.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -3)}xyz`);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText(text.wrongLink)).toBeVisible();
      await expect(page.getByText('Moda Kahve')).toHaveCount(0);
    });
    test('a signed-in client changes a given answer, by keyboard, at 390 px', async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const client = await registerClient(request);
      const project = await createProject(request, client.token);
      const auth = { authorization: `Bearer ${client.token}` };
      const form = await body<{ Providers: Array<{ MatchedProviderId: number }> }>(
        await request.get(`/api/v1/UserOfferFeedback/matched-providers/${project.OfferKey}`, {
          headers: auth,
        }),
      );
      const matchId = form.Data.Providers[0]!.MatchedProviderId;
      const first = await body<{ Id: number }>(
        await request.post('/api/v1/UserOfferFeedback', {
          headers: auth,
          data: { OfferKey: project.OfferKey, MatchedProviderId: matchId, Outcome: 'considering' },
        }),
      );
      await request.post('/api/v1/Feedback', {
        headers: auth,
        data: { OfferKey: project.OfferKey, Status: 'talks_positive' },
      });
      await signIn(context, client.token, cookie);

      await page.goto(`/client/projects/${project.OfferKey}/feedback`);
      await settle(page);
      await expect(page.getByTestId('feedback-answered')).toContainText(text.answeredOn);
      const agency = page.getByTestId('agency-feedback').first();
      await expect(agency.getByTestId('saved-outcome')).toHaveText(text.savedConsidering);

      // By keyboard: the overall answer's radio, then the agency's outcome, then the button.
      await page.getByLabel(text.chosen).focus();
      await page.keyboard.press('Space');
      await expect(page.getByLabel(text.chosen)).toBeChecked();
      await agency.getByLabel(text.outcome).selectOption('agreement_reached');
      await page.getByRole('button', { name: text.update }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.updated }).first()).toBeVisible();
      await expect(agency.getByTestId('saved-outcome')).toHaveText(text.savedAgreed);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      const saved = await body<{ Id: number; Outcome: string }>(
        await request.get(`/api/v1/UserOfferFeedback/${first.Data.Id}`, { headers: auth }),
      );
      expect(saved.Data).toMatchObject({ Id: first.Data.Id, Outcome: 'agreement_reached' });
      const overall = await body<{ Feedback: { Status: string } }>(
        await request.get(`/api/v1/UserOfferFeedback/matched-providers/${project.OfferKey}`, {
          headers: auth,
        }),
      );
      expect(overall.Data.Feedback.Status).toBe('agency_chosen');
    });
  });
}
