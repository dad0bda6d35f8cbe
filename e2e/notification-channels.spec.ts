import { expect, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';

/**
 * An agency's chat channels against the real server: an address of another platform is refused beside the
 * field (Turkish), a Discord webhook is saved and listed, then edited and deleted (English).
 */
test('an agency adds, edits and deletes a chat channel, in Turkish and English', async ({
  page,
  context,
  request,
}) => {
  const agency = await registerAgency(request, 'channels');
  await signIn(context, agency.token, 'tr-TR');
  await page.goto('/provider/settings/notification-channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirim kanalları' })).toBeVisible();
  await expect(page.getByText('Henüz bir kanal eklemediniz.')).toBeVisible();

  await page.getByRole('button', { name: 'Kanal ekle' }).click();
  await page.getByRole('textbox', { name: 'Kanal adı' }).fill('Satış ekibi');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Discord' }).click();
  await expect(page.getByText('Örnek: https://discord.com/api/webhooks/')).toBeVisible();
  const url = page.getByRole('textbox', { name: 'Webhook adresi' });
  await url.fill('https://hooks.slack.com/services/T000/B000/XXXX');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(/seçilen platformun webhook adresi değil/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kanal adı' })).toHaveValue('Satış ekibi');

  await url.fill('https://discord.com/api/webhooks/123456789/abc-DEF_ghi');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const item = page.getByTestId('channel-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Satış ekibi');
  await expect(item).toContainText('Discord');

  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification channels' })).toBeVisible();
  await item.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Channel name' }).fill('Sales team');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Sales team');

  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the channel?' });
  await expect(confirm).toContainText('No more notices will be sent to “Sales team”.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have not added a channel yet.')).toBeVisible();
});
