import { expect, test } from './support/a11y-test.ts';
import { body, newestMessage, registerClient, signIn } from './support/api-accounts.ts';
import { matchedDemoAgencies } from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 20 item 3 against the real server: a client whose brief is agreed (POST MatchedProvider/{id}/won)
 * sees the agreement NPS pop-up, answers it with a score and a comment, and it does not come back; the
 * e-mailed Brifa NPS link (sent at once through the dev-only trigger) works without sign-in with its score
 * preselected. Turkish at desktop width, English on a 390 px phone.
 */
const CASES = [
  {
    locale: 'tr',
    cookie: 'tr-TR',
    viewport: { width: 1280, height: 900 },
    popUp: 'Anlaştığınız ajansı puanlayın',
    comment: 'Yorumunuz (isteğe bağlı)',
    send: 'Puanı gönder',
    thanks: 'Puanınız kaydedildi.',
    brifaTitle: 'Brifa’yı puanlayın',
    thanksTitle: 'Teşekkürler!',
  },
  {
    locale: 'en',
    cookie: 'en-TR',
    viewport: { width: 390, height: 844 },
    popUp: 'Rate the agency you agreed with',
    comment: 'Your comment (optional)',
    send: 'Send score',
    thanks: 'Your score is saved.',
    brifaTitle: 'Rate Brifa',
    thanksTitle: 'Thank you!',
  },
] as const;

for (const text of CASES) {
  test(`the agreement NPS pop-up and the e-mailed Brifa NPS link (${text.locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    const [agency] = await matchedDemoAgencies(request, client.token, project.OfferKey);
    if (!agency) throw new Error('the brief needs a matched demo agency');
    const won = await body(
      await request.post(`/api/v1/MatchedProvider/${agency.matchId}/won`, {
        headers: { authorization: `Bearer ${client.token}` },
      }),
    );
    expect(won.IsSuccessful, won.Message).toBe(true);

    const context = await browser.newContext({ viewport: text.viewport });
    try {
      await signIn(context, client.token, text.cookie);
      const page = await context.newPage();
      await page.goto('/client/my-projects');
      const dialog = page.getByRole('dialog', { name: text.popUp });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(agency.name);
      await dialog.getByRole('radio', { name: '9', exact: true }).click();
      await expect(dialog.getByRole('radio', { name: '9', exact: true })).toBeChecked();
      await dialog.getByLabel(text.comment).fill('Hızlı ve özenli çalıştılar.');
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.thanks)).toBeVisible();

      // It does not come back: not on the next page, and the session no longer asks for it.
      await page.goto('/client/timeline');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: text.popUp })).toHaveCount(0);
      const scores = await body<Array<{ Score: number | null; Comment: string }>>(
        await request.get('/api/v1/AgreementNps', { headers: { authorization: `Bearer ${client.token}` } }),
      );
      expect(scores.Data).toMatchObject([{ Score: 9, Comment: 'Hızlı ve özenli çalıştılar.' }]);
    } finally {
      await context.close();
    }

    // The Brifa NPS e-mail: eleven links, each with its score; the "10" link opens without sign-in.
    await request.post(`/api/dev/brifa-nps-request/${project.OfferKey}`);
    const mail = await newestMessage(request, client.email, /\/brifa-nps\/10\?/);
    const link = /^10: (\S+)$/m.exec(mail.Text)?.[1];
    if (!link) throw new Error(`no score link in ${mail.Text}`);
    const guest = await browser.newContext({ viewport: text.viewport });
    try {
      await guest.addCookies([{ name: 'language', value: text.cookie, domain: '127.0.0.1', path: '/' }]);
      const page = await guest.newPage();
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.brifaTitle);
      await expect(page.getByRole('radio', { name: '10', exact: true })).toBeChecked();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByTestId('nps-thanks')).toContainText(text.thanksTitle);
    } finally {
      await guest.close();
    }
  });
}
