import { expect, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 20 item 7: the client (in Turkish, on a 390 px phone) proposes meeting times in the conversation, the
 * agency (in English) accepts one, and both see the meeting set at the same Istanbul time.
 */
test('a client proposes meeting times and the agency accepts one, in Turkish and English', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const client = await registerClient(request);
  const project = await createProject(request, client.token);
  const key = project.OfferKey;
  const matched = await matchedDemoAgencies(request, client.token, key);
  const agency = matched.filter((a) => !neverSubscribed(a)).at(-1) ?? matched.at(-1);
  if (!agency) throw new Error('the brief needs a matched demo agency');
  const agencyToken = await demoOwnerToken(request, agency.email);
  await ensureAccess(request, agencyToken, { offerKey: key, matchId: agency.matchId });
  const opened = await body<{ Id: number }>(
    await request.post('/api/v1/Message', {
      headers: { authorization: `Bearer ${client.token}` },
      data: { MatchedProviderId: agency.matchId },
    }),
  );
  const conversationId = opened.Data.Id;

  // The client, on a phone, in Turkish: two times three days ahead, at 14:00 and 16:30 Istanbul time.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agencyContext = await browser.newContext();
  try {
    await signIn(clientContext, client.token, 'tr-TR');
    const clientPage = await clientContext.newPage();
    await clientPage.goto(`/client/projects/${key}/connection?m=${conversationId}`);
    await clientPage.getByTestId('meetings-open').click();
    const dialog = clientPage.getByRole('dialog', { name: 'Görüşme planla' });
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('1. saat').fill(`${day}T14:00`);
    await dialog.getByLabel('2. saat').fill(`${day}T16:30`);
    await dialog.getByRole('button', { name: 'Saatleri öner' }).press('Enter');
    await expect(dialog.getByTestId('meeting-card').first()).toContainText('Karşı tarafın yanıtı bekleniyor');
    await expect(dialog.getByTestId('meeting-card').first()).toContainText('14:00');

    // The agency, in English, accepts the second time.
    await signIn(agencyContext, agencyToken, 'en-TR');
    const agencyPage = await agencyContext.newPage();
    await agencyPage.goto(`/provider/projects/${key}/connection?m=${conversationId}`);
    await agencyPage.getByTestId('meetings-open').click();
    const agencyDialog = agencyPage.getByRole('dialog', { name: 'Schedule a meeting' });
    const card = agencyDialog.getByTestId('meeting-card').first();
    await expect(card).toContainText('Waiting for your answer');
    await card.getByRole('button', { name: /Accept .*16:30/ }).click();
    await expect(card).toContainText('Scheduled');
    await expect(card.getByTestId('meeting-when')).toContainText('16:30 (Türkiye time)');

    // The client sees it set.
    await clientPage.reload();
    await clientPage.getByTestId('meetings-open').click();
    await expect(
      clientPage.getByRole('dialog', { name: 'Görüşme planla' }).getByTestId('meeting-when'),
    ).toContainText('16:30 (Türkiye saati)');
  } finally {
    await clientContext.close();
    await agencyContext.close();
  }
});
