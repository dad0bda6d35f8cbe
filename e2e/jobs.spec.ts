import { expect, type Page, test } from './support/a11y-test.ts';
import { body, newestMessage, outbox, registerAgency, signIn } from './support/api-accounts.ts';
import { openQueueItem, opsOperator, signInOperatorInBrowser } from './support/ops.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 21 item 1: an agency posts a job with the partner add-on and pays by card (3-D Secure sandbox); an
 * operator approves it in the console; a visitor finds it on /external-job and applies with a CV; the poster is
 * told by e-mail and sees the view and the application. Turkish on desktop, English at 390 px.
 */

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

const TEXT = {
  'tr-TR': {
    language: 'tr',
    heading: 'İş ilanı ver',
    position: 'Pozisyon',
    description: 'Açıklama',
    company: 'Şirket',
    city: 'Şehir',
    email: 'Başvuruların gideceği e-posta',
    phone: 'Telefon',
    partner: /Partner sitede de yayınla/,
    submit: 'Devam et ve öde',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    succeeded: 'Ödemeniz alındı',
    backToJobs: 'İlanlarıma dön',
    awaiting: 'Onay bekliyor',
    approve: 'Onayla ve yayınla',
    live: 'Yayında',
    board: 'İş ilanları',
    open: 'İlanı incele',
    name: 'Adınız soyadınız',
    applicantEmail: 'E-posta adresiniz',
    send: 'Başvuruyu gönder',
    applied: 'Başvurunuz iletildi',
    mail: /Yeni başvuru/,
    views: '1 görüntülenme',
    applications: '1 başvuru',
  },
  'en-TR': {
    language: 'en',
    heading: 'Post a job',
    position: 'Position',
    description: 'Description',
    company: 'Company',
    city: 'City',
    email: 'E-mail for applications',
    phone: 'Phone',
    partner: /Publish on the partner site too/,
    submit: 'Continue to payment',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    succeeded: 'Payment received',
    backToJobs: 'Back to my job posts',
    awaiting: 'Awaiting approval',
    approve: 'Approve and publish',
    live: 'Live',
    board: 'Job posts',
    open: 'See the job',
    name: 'Your full name',
    applicantEmail: 'Your e-mail address',
    send: 'Send the application',
    applied: 'Your application was sent',
    mail: /New application/,
    views: 'Views: 1',
    applications: 'Applications: 1',
  },
} as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency posts a job with the partner add-on and pays, an operator approves it, a visitor applies (${locale})`, async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    const size = locale === 'en-TR' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
    await page.setViewportSize(size);
    const agency = await registerAgency(request, `jobs-${locale}`);
    const saved = await body(
      await request.put('/api/v1/Invoice/customer', {
        headers: { authorization: `Bearer ${agency.token}` },
        data: {
          Type: 'corporate',
          FullName: '',
          IdentityNumber: '',
          Title: 'İlan Veren Ajans Ltd. Şti.',
          TaxNumber: '4540536920',
          TaxOffice: 'Kadıköy',
          Address: 'Caferağa Mah. Moda Cad. No: 12',
          City: 'İstanbul',
          District: 'Kadıköy',
          Email: agency.email,
        },
      }),
    );
    expect(saved.IsSuccessful, saved.Message).toBe(true);
    // The poster's e-mails come in its account's language.
    const language = await request.put('/api/v1/user/language', {
      headers: { authorization: `Bearer ${agency.token}` },
      data: { LanguageCode: locale },
    });
    expect(language.ok()).toBe(true);
    await signIn(context, agency.token, locale);
    const position = `${locale === 'tr-TR' ? 'Kıdemli Tasarımcı' : 'Senior Designer'} ${Date.now() % 100000}`;
    const jobEmail = `jobs.${Date.now()}.${locale}@example.com`.toLowerCase();

    // The post, the partner add-on and the card checkout through the bank's 3-D page.
    await page.goto('/premium/job');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await page.getByLabel(text.position).fill(position);
    await page
      .getByLabel(text.description)
      .fill(
        'Marka kimliği ve dijital ürün tasarımında deneyimli, ekibimize katılacak bir tasarımcı arıyoruz.',
      );
    await page.getByLabel(text.company).fill('İlan Veren Ajans');
    await page.getByLabel(text.city).fill('İstanbul');
    await page.getByLabel(text.email).fill(jobEmail);
    await page.getByLabel(text.phone).fill('5321234567');
    await page.getByLabel(text.partner).check();
    await expect(page.getByTestId('job-total')).toContainText(/1[.,]040/);
    await shoot(page, `jobs-post-${locale}`);
    const dialog = page.getByRole('dialog');
    await page.getByTestId('job-submit').click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill('5528790000000008');
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('job-pay')).toBeEnabled();
    await dialog.getByTestId('job-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    await expect(page.getByTestId('payment-result')).toContainText(text.succeeded);
    await page.getByRole('link', { name: text.backToJobs }).click();
    await expect(page).toHaveURL(/\/premium\/active-jobs$/);
    const mine = await body<{ Items: { Id: number; Position: string }[] }>(
      await request.get('/api/v1/Job/subscription', { headers: { authorization: `Bearer ${agency.token}` } }),
    );
    const jobId = mine.Data.Items.find((job) => job.Position === position)!.Id;
    const card = page.getByTestId(`my-job-${jobId}`);
    await expect(card.getByTestId('my-job-state')).toHaveText(text.awaiting);

    // The operator approves it from the console's queue item.
    const operator = await opsOperator(request);
    const opsContext = await browser.newContext({ viewport: size });
    try {
      const opsPage = await opsContext.newPage();
      await signInOperatorInBrowser(opsPage, operator, text.language);
      await openQueueItem(opsPage, request, `job_approval:${jobId}`);
      const panel = opsPage.getByTestId('ops-job');
      await expect(panel).toContainText(position);
      await shoot(opsPage, `jobs-console-${locale}`);
      await panel.getByRole('button', { name: text.approve }).click();
      await expect(opsPage.getByTestId('ops-job-state')).toHaveText(text.live);
    } finally {
      await opsContext.close();
    }
    // With the add-on, the post went to the partner adapter (the outbox by default).
    await expect
      .poll(async () =>
        (await outbox(request, 'outbox:job-partner')).some((item) => item.Text.includes(position)),
      )
      .toBe(true);

    // A visitor finds it on the board and applies with a CV.
    const visitorContext = await browser.newContext({ viewport: size });
    try {
      await visitorContext.addCookies([
        { name: 'language', value: locale, domain: '127.0.0.1', path: '/' },
        { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
      ]);
      const visitor = await visitorContext.newPage();
      await visitor.goto('/external-job');
      await expect(visitor.getByRole('heading', { level: 1, name: text.board })).toBeVisible();
      await shoot(visitor, `jobs-board-${locale}`);
      await visitor.getByRole('link', { name: `${text.open}: ${position}` }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: position })).toBeVisible();
      await visitor.getByLabel(text.name).fill('Deniz Kaya');
      await visitor.getByLabel(text.applicantEmail).fill(`deniz.${Date.now()}@example.com`);
      await visitor
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await visitor.getByRole('button', { name: text.send }).click();
      await expect(visitor.getByTestId('job-applied')).toContainText(text.applied);
      await shoot(visitor, `jobs-detail-${locale}`);
    } finally {
      await visitorContext.close();
    }

    // The poster is told by e-mail and sees the view and the application with its CV.
    const mail = await newestMessage(request, jobEmail, /Deniz Kaya/);
    expect(mail.Subject ?? mail.Text).toMatch(text.mail);
    await page.reload();
    await expect(card.getByTestId('my-job-state')).toHaveText(text.live);
    await expect(card.getByTestId('my-job-views')).toHaveText(text.views);
    await expect(card.getByTestId('my-job-applications')).toHaveText(text.applications);
    await expect(card.getByRole('link', { name: /CV|Özgeçmiş/ })).toBeVisible();
    await shoot(page, `jobs-mine-${locale}`);
  });
}
