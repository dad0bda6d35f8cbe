import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

/** Accounts for browser tests, made through the real API; codes are read from the dev outbox. */
export type TEnvelope<T> = { IsSuccessful: boolean; Message: string; Data: T; ErrorCode?: string };
export type TOutboxItem = {
  Channel: string;
  To: string;
  Subject: string | null;
  Text: string;
  CreatedAt: string;
};

export const PASSWORD = 'Brifa.test-2025';

/** A Turkish mobile number (5xx, 10 digits) no other test uses. */
export function uniquePhone(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `55${tail}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function body<T>(response: { json: () => Promise<unknown> }): Promise<TEnvelope<T>> {
  return (await response.json()) as TEnvelope<T>;
}

export async function outbox(request: APIRequestContext, to: string): Promise<TOutboxItem[]> {
  const answer = await body<{ Items: TOutboxItem[] } | TOutboxItem[]>(
    await request.get(`/api/dev/outbox?To=${encodeURIComponent(to)}`),
  );
  expect(answer.IsSuccessful, 'the outbox needs DEV_ROUTES=loopback (npm start sets it)').toBe(true);
  const items = Array.isArray(answer.Data) ? answer.Data : answer.Data.Items;
  return [...items].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
}

/** The newest message to `to`, waiting for it to arrive. */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  match: RegExp,
): Promise<TOutboxItem> {
  let found: TOutboxItem | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((item) => match.test(item.Text));
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as TOutboxItem;
}

export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const sms = await newestMessage(request, `+90${phone}`, /\d{6}/);
  return /(\d{6})/.exec(sms.Text)?.[1] ?? '';
}

export async function verifyPhone(request: APIRequestContext, token: string, phone: string) {
  const answer = await request.put('/api/v1/verification/verify', {
    headers: { authorization: `Bearer ${token}` },
    data: { Code: await smsCode(request, phone) },
  });
  expect((await body(answer)).IsSuccessful).toBe(true);
}

export type TAccount = { token: string; email: string; phone: string; name: string; surname: string };

/**
 * A sign-up (user/register or provider/register) creates the account only when its SMS code comes back:
 * POST user/register/confirm answers the session of the new account, phone verified.
 */
export async function confirmSignUp(
  request: APIRequestContext,
  phone: string,
): Promise<{ Token: string; UserId: number }> {
  const answer = await body<{ Token: string; UserId: number }>(
    await request.post('/api/v1/user/register/confirm', {
      data: { CellPhoneNumber: phone, Code: await smsCode(request, phone) },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return answer.Data;
}

export async function registerClient(request: APIRequestContext): Promise<TAccount> {
  const account = { email: uniqueEmail('client'), phone: uniquePhone(), name: 'Ayşe', surname: 'Yılmaz' };
  const answer = await body(
    await request.post('/api/v1/user/register', {
      data: {
        Name: account.name,
        Surname: account.surname,
        Email: account.email,
        Password: PASSWORD,
        CellPhoneNumber: account.phone,
        IsClarificationAccepted: true,
      },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  const { Token } = await confirmSignUp(request, account.phone);
  return { ...account, token: Token };
}

/** Signs the browser in with an API-made token (and, optionally, a language): the cookie as the API sets it. */
export async function signIn(context: BrowserContext, token: string, language?: string) {
  await context.addCookies([
    { name: 'auth_token', value: token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
    ...(language
      ? [
          { name: 'language', value: language, domain: '127.0.0.1', path: '/' },
          { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
        ]
      : []),
  ]);
}

/** An approved agency owner registered through the API (phone code confirmed, details and contract approved). */
export async function registerAgency(
  request: APIRequestContext,
  label = 'agency',
): Promise<TAccount & { userId: number }> {
  const account = { email: uniqueEmail(label), phone: uniquePhone(), name: 'Selin', surname: 'Aksoy' };
  const answer = await body(
    await request.post('/api/v1/provider/register', {
      data: {
        Name: account.name,
        Surname: account.surname,
        Email: account.email,
        Password: PASSWORD,
        CellPhoneNumber: account.phone,
        IsClarificationAccepted: true,
        CompanyNickName: `Eşleşme Ajans ${account.phone.slice(-4)}`,
        LegalType: 'legal_entity',
        LegalSuffix: 'LTD',
        CompanyTitle: 'Eşleşme Dijital Hizmetler Ltd. Şti.',
        TaxNumber: '4540536920',
        TaxOffice: 'Kadıköy',
        CountryId: 1,
        CityId: 34,
        DistrictId: 34023,
        Address: 'Caferağa Mah. Moda Cad. No: 1 Kadıköy',
        Website: 'https://example.com.tr',
        Phone: '2125550000',
        ContactEmail: account.email,
        TeamSize: '5-10',
        FoundedYear: 2015,
      },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  const { Token: token, UserId: userId } = await confirmSignUp(request, account.phone);
  // Approved details and contract: otherwise the agency layout opens the contract popup over every screen.
  for (const path of ['/api/v1/Provider/approve', '/api/v1/Provider/approve-contract']) {
    const approved = await request.put(path, {
      headers: { authorization: `Bearer ${token}` },
      data: { IsApproved: true },
    });
    expect((await body(approved)).IsSuccessful, path).toBe(true);
  }
  return { ...account, token, userId };
}
