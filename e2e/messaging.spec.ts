import { type BrowserContext, expect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
  type TMatchedAgency,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * A client (in Turkish) and an agency (in English) in two browsers message each other live: the client starts
 * the conversation from the agency's card, the agency's unread badge counts it without a reload, the agency
 * answers with a file, and the client sees and downloads it.
 */

/** The last subscribed agency of the brief (other browser tests take the first, paying ones). */
function pickAgency(matched: TMatchedAgency[]): TMatchedAgency {
  const subscribed = matched.filter((agency) => !neverSubscribed(agency));
  const agency = subscribed.at(-1) ?? matched.at(-1);
  if (!agency) throw new Error('the brief needs a matched demo agency');
  return agency;
}

async function pageIn(context: BrowserContext, token: string, language: string, path: string): Promise<Page> {
  await signIn(context, token, language);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page;
}

test('a client and an agency exchange messages and a file live, in Turkish and English', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const client = await registerClient(request);
  const project = await createProject(request, client.token);
  const key = project.OfferKey;
  const agency = pickAgency(await matchedDemoAgencies(request, client.token, key));
  const agencyToken = await demoOwnerToken(request, agency.email);
  await ensureAccess(request, agencyToken, { offerKey: key, matchId: agency.matchId });

  const clientContext = await browser.newContext();
  const agencyContext = await browser.newContext();
  try {
    const agencyPage = await pageIn(agencyContext, agencyToken, 'en-TR', '/provider/offers');
    const badge = agencyPage.getByTestId('chat-popup-button');
    await expect(badge).toHaveAccessibleName('Open messages');

    // The client starts the conversation from the agency's card.
    const clientPage = await pageIn(clientContext, client.token, 'tr-TR', `/client/projects/${key}/offers`);
    await clientPage.getByTestId('match-card').filter({ hasText: agency.name }).click();
    await clientPage
      .getByTestId('match-detail')
      .getByRole('button', { name: /Ajansa mesaj yaz/ })
      .click();
    await expect(clientPage).toHaveURL(new RegExp(`/client/projects/${key}/connection\\?m=\\d+`));
    await expect(clientPage.getByRole('heading', { level: 1 })).toContainText('mesajlar');
    await expect(clientPage.getByTestId('chat-counterpart')).toHaveText(agency.name);
    const clientInput = clientPage.getByRole('textbox', { name: 'Mesaj' });
    await clientInput.fill('Merhaba, yarın 10:00 uygun mu?');
    await clientInput.press('Enter');
    await expect(clientPage.getByTestId('chat-message').last()).toContainText(
      'Merhaba, yarın 10:00 uygun mu?',
    );

    // The agency's badge counts it without a reload.
    await expect(badge).toHaveAccessibleName('Open messages: 1 unread', { timeout: 10_000 });
    await expect(agencyPage.getByTestId('notify-count').first()).toBeVisible();
    await badge.click();
    const drawer = agencyPage.getByRole('dialog', { name: 'Messages' });
    // Other specs' clients write to the same demo agencies under the same company name: pick this test's thread.
    await drawer
      .getByTestId('conversation-item')
      .filter({ hasText: 'Moda Kahve' })
      .filter({ hasText: 'Merhaba, yarın 10:00' })
      .click();
    await expect(drawer.getByTestId('chat-message').last()).toContainText('Merhaba, yarın 10:00 uygun mu?');
    await expect(badge).toHaveAccessibleName('Open messages');

    // The agency answers with a file; the client sees both live.
    const reply = drawer.getByRole('textbox', { name: 'Message' });
    await reply.fill('Yes, 10:00 works. Our proposal is attached.');
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'teklif.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(drawer.getByTestId('chat-attachment')).toContainText('teklif.pdf');
    await drawer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(drawer.getByTestId('chat-message').last()).toContainText('teklif.pdf');

    const last = clientPage.getByTestId('chat-message').last();
    await expect(last).toContainText('Yes, 10:00 works. Our proposal is attached.', { timeout: 10_000 });
    await expect(last).toHaveAttribute('data-mine', 'false');
    // The client had the conversation open, so its first message shows as read on the agency's side too.
    await expect(drawer.getByTestId('chat-message').filter({ hasText: 'Yes, 10:00' })).toContainText('Read', {
      timeout: 10_000,
    });
    const download = clientPage.waitForEvent('download');
    await last.getByRole('button', { name: 'teklif.pdf dosyasını indir' }).click();
    expect((await download).suggestedFilename()).toBe('teklif.pdf');

    // A blocked file is refused in the browser before uploading, in the page's language.
    await clientPage.locator('input[type="file"]').setInputFiles({
      name: 'kurulum.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(clientPage.getByText(/program ve betik dosyaları/)).toBeVisible();
  } finally {
    await clientContext.close();
    await agencyContext.close();
  }
});
