import { type APIRequestContext, expect, type Page, test } from './support/a11y-test.ts';
import {
  body,
  newestMessage,
  PASSWORD,
  registerAgency,
  registerClient,
  signIn,
  smsCode,
  uniqueEmail,
  uniquePhone,
} from './support/api-accounts.ts';

/**
 * Client settings, agency team users and the dev outbox, against the real server. Accounts are created
 * through the API (registration screens have their own spec) and handed to the browser as the auth cookie.
 */

async function authorize(request: APIRequestContext, email: string, password: string) {
  return body<{ Token: string }>(
    await request.post('/api/v1/OAuth/authorize', { data: { Email: email, Password: password } }),
  );
}

/** Mantine renders hydrated pages; wait until the form reacts before typing. */
async function openSettings(page: Page) {
  await page.goto('/client/setting');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('client settings', () => {
  test('a client changes their name and sees it after a reload', async ({ page, context, request }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap ayarları');
    const section = page.getByTestId('settings-profile');
    const name = section.getByRole('textbox', { name: /^Ad/ });
    await expect(name).toHaveValue('Ayşe');
    await name.fill('Ayşegül');
    await section.getByRole('textbox', { name: /^Soyad/ }).fill('Öztürk');
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi.')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('settings-profile').getByRole('textbox', { name: /^Ad/ })).toHaveValue(
      'Ayşegül',
    );
    await expect(page.getByTestId('settings-profile').getByRole('textbox', { name: /^Soyad/ })).toHaveValue(
      'Öztürk',
    );
  });

  test('a client changes the login e-mail: the password is asked, the new address confirms, the old one can report it', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await signIn(context, client.token, 'tr-TR');
    await openSettings(page);
    const section = page.getByTestId('settings-profile');
    const next = uniqueEmail('yeni');
    await section.getByRole('textbox', { name: /^E-posta/ }).fill(next);
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      section.getByText('E-posta adresinizi değiştirmek için mevcut şifrenizi girin.'),
    ).toBeVisible();
    await section.getByLabel(/^Mevcut şifreniz/).fill(PASSWORD);
    await section.getByLabel(/^Mevcut şifreniz/).press('Enter');
    await expect(section.getByTestId('pending-email')).toContainText(`Onay bekliyor: ${next}`);
    // The notice says the address waits for its link, not that it was saved.
    await expect(
      page.getByText('Yeni adresinize gönderdiğimiz bağlantıyı açtığınızda', { exact: false }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('pending-email')).toContainText(next);
    // Until the link is opened, the new address does not sign in.
    expect((await authorize(request, next, PASSWORD)).IsSuccessful).toBe(false);

    const mail = await newestMessage(request, next, /\/email-change\?token=/);
    const link = /\/email-change\?token=[\w-]+/.exec(mail.Text)?.[0] ?? '';
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni e-posta adresinizi onaylayın');
    // A press before hydration does nothing.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'E-posta adresimi onayla' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('email-change-done')).toContainText(next);
    expect((await authorize(request, next, PASSWORD)).IsSuccessful).toBe(true);

    // The old address was told, in a message with a "this was not me" link; its page speaks English here.
    const notice = await newestMessage(request, client.email, /\/email-change\/report\?token=/);
    const report = /\/email-change\/report\?token=[\w-]+/.exec(notice.Text)?.[0] ?? '';
    await context.addCookies([{ name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' }]);
    await page.goto(report);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Cancel it and sign out everywhere' }).click();
    await expect(page.getByTestId('email-report-done')).toContainText('signed out on every device');
    expect((await authorize(request, client.email, PASSWORD)).IsSuccessful).toBe(true);
    expect((await authorize(request, next, PASSWORD)).IsSuccessful).toBe(false);
  });

  test('an empty name is refused beside the field', async ({ page, context, request }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    const section = page.getByTestId('settings-profile');
    await section.getByRole('textbox', { name: /^Ad/ }).fill('');
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect(section.getByText('Bu alan zorunludur.')).toBeVisible();
  });

  test('switching the language saves it, sets both cookies and turns the page English', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByTestId('settings-language').getByText('English').click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
    const cookies = await context.cookies();
    const language = cookies.find((cookie) => cookie.name === 'language');
    const country = cookies.find((cookie) => cookie.name === 'country');
    expect(language?.value).toBe('en-TR');
    expect(country?.value).toBe('TR');
    // 365 days, give or take the test's own run time.
    expect((language?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  });

  test('a password change works for the next sign-in and the old one stops working', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    const section = page.getByTestId('settings-password');
    await section.getByLabel(/^Mevcut şifre/).fill('wrong-password');
    await section.getByLabel(/^Yeni şifre\s*\*?$/).fill('Yeni.sifre-2025');
    await section.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Yeni.sifre-2025');
    await section.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(section.getByText('Mevcut şifreniz hatalı.')).toBeVisible();

    await section.getByLabel(/^Mevcut şifre/).fill(PASSWORD);
    await section.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi.')).toBeVisible();
    await expect(section.getByLabel(/^Mevcut şifre/)).toHaveValue('');

    expect((await authorize(request, client.email, 'Yeni.sifre-2025')).IsSuccessful).toBe(true);
    expect((await authorize(request, client.email, PASSWORD)).IsSuccessful).toBe(false);
  });

  test('a client changes their phone and confirms it with the code sent to the new number', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    const section = page.getByTestId('settings-phone');
    await section.getByRole('button', { name: 'Numarayı değiştir' }).click();
    const newPhone = uniquePhone();
    await section.getByLabel(/^Yeni cep telefonu numarası/).fill(newPhone);
    await section.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    // A verified number is replaced only with the password.
    await expect(section.getByText('Numaranızı değiştirmek için mevcut şifrenizi girin.')).toBeVisible();
    await section.getByLabel(/^Mevcut şifreniz/).fill(PASSWORD);
    await section.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(section.getByText(/6 haneli bir doğrulama kodu gönderdik/)).toBeVisible();
    await expect(section.getByRole('button', { name: /Yeni kod için \d:\d\d/ })).toBeDisabled();

    const code = await smsCode(request, newPhone);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const boxes = section.getByTestId('settings-phone-code').locator('input');
    await boxes.first().click();
    await page.keyboard.type(wrong);
    await expect(section.getByText('Doğrulama kodu hatalı.')).toBeVisible();

    await boxes.first().click();
    await page.keyboard.type(code);
    await expect(section.getByTestId('settings-phone-current')).toHaveText(
      `+90 ${newPhone.slice(0, 3)} ${newPhone.slice(3, 6)} ${newPhone.slice(6, 8)} ${newPhone.slice(8)}`,
    );
    await expect(section.getByText('Doğrulandı')).toBeVisible();
  });

  test('a file that is not an image, renamed .png, is refused with the message', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    const section = page.getByTestId('settings-photo');
    await section.locator('input[type=file]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a plain text file pretending to be a PNG image.'),
    });
    await expect(section.getByRole('alert')).toHaveText(
      'Geçersiz dosya türü. Yalnızca JPG, JPEG veya PNG görseller yüklenebilir.',
    );
  });

  test('a real PNG becomes the profile photo', async ({ page, context, request }) => {
    const client = await registerClient(request);
    await signIn(context, client.token);
    await openSettings(page);
    const section = page.getByTestId('settings-photo');
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi.')).toBeVisible();
    await expect(section.getByRole('img')).toHaveAttribute('src', /.+/);
  });
});

test.describe('agency team users', () => {
  test('the owner invites a member who joins through the e-mailed link, then removes them', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const owner = await registerAgency(request, 'owner');
    await signIn(context, owner.token);
    await page.goto('/provider/settings/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ekip kullanıcıları');
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-member').first()).toContainText('Hesap sahibi');
    await page.waitForLoadState('networkidle');

    const invited = { email: uniqueEmail('member'), phone: uniquePhone() };
    await page.getByTestId('team-invite-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
    await expect(dialog.getByText('Bu alan zorunludur.').first()).toBeVisible();
    await dialog.getByLabel(/^Unvan/).fill('Proje Yöneticisi');
    await dialog.getByLabel(/^Ad/).fill('Elif');
    await dialog.getByLabel(/^Soyad/).fill('Çelik');
    await dialog.getByLabel(/^E-posta/).fill(invited.email);
    await dialog.getByLabel(/^Cep telefonu/).fill(invited.phone);
    await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('team-member').filter({ hasText: invited.email });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('team-member-status')).toHaveText('Davet gönderildi');

    // The invitation e-mail, as a newcomer reads it on /dev/outbox.
    await page.goto(`/dev/outbox?To=${encodeURIComponent(invited.email)}`);
    const mail = page.getByTestId('outbox-message').first();
    await expect(mail).toContainText(invited.email);
    const link = mail.getByRole('link', { name: /\/ajans-kayit-ol\// });
    await expect(link).toBeVisible();
    const joinUrl = new URL((await link.getAttribute('href')) ?? '');

    // The member, in a browser of their own, opens the link, sets a password and verifies the phone.
    const memberContext = await browser.newContext({ locale: 'tr-TR' });
    const member = await memberContext.newPage();
    await member.goto(joinUrl.pathname);
    await expect(member.locator('input[type=email]')).toHaveValue(invited.email);
    await member.waitForLoadState('networkidle');
    await member.locator('input[type=password]').fill(PASSWORD);
    await member.locator('input[name=IsClarificationAccepted]').check();
    await member.locator('form button[type=submit]').click();
    // The account is created by the code texted to the phone, typed on the same page.
    await expect(member.getByTestId('registration-code')).toBeVisible();
    const code = await smsCode(request, invited.phone);
    await member.getByTestId('code-input').locator('input').first().click();
    await member.keyboard.type(code);
    await expect(member).toHaveURL(/\/provider\//, { timeout: 15_000 });

    // A member reaches the team page of the agency area but cannot manage it (the API keeps the list to the owner).
    await member.goto('/provider/settings/users');
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Ekip kullanıcıları');
    await expect(member.getByTestId('team-read-only')).toBeVisible();
    await expect(member.getByTestId('team-invite-open')).toHaveCount(0);
    await expect(member.getByRole('button', { name: /ekipten çıkar/i })).toHaveCount(0);
    await memberContext.close();

    // The owner removes the member.
    await page.goto('/provider/settings/users');
    await page.waitForLoadState('networkidle');
    const active = page.getByTestId('team-member').filter({ hasText: invited.email });
    await expect(active.getByTestId('team-member-status')).toHaveText('Aktif');
    await active.getByRole('button', { name: /ekipten çıkar/i }).click();
    await page.getByTestId('team-remove-confirm').click();
    await expect(page.getByTestId('team-member').filter({ hasText: invited.email })).toHaveCount(0);
    await expect(page.getByTestId('team-member')).toHaveCount(1);
  });
});

test.describe('dev outbox', () => {
  test('shows a verification SMS with its code large', async ({ page, request }) => {
    const client = await registerClient(request);
    await page.goto(`/dev/outbox?To=${encodeURIComponent(`+90${client.phone}`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giden kutusu');
    const sms = page.getByTestId('outbox-message').first();
    await expect(sms.getByTestId('outbox-code')).toHaveText(/^\d{6}$/);
  });
});
