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
  expect(answer.IsSuccessful, 'the outbox needs NODE_ENV other than production').toBe(true);
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

export async function registerClient(request: APIRequestContext): Promise<TAccount> {
  const account = { email: uniqueEmail('client'), phone: uniquePhone(), name: 'Ayşe', surname: 'Yılmaz' };
  const answer = await body<{ Token: string }>(
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
  await verifyPhone(request, answer.Data.Token, account.phone);
  return { ...account, token: answer.Data.Token };
}

/** Signs the browser in with an API-made token (and, optionally, a language). */
export async function signIn(context: BrowserContext, token: string, language?: string) {
  await context.addCookies([
    { name: 'auth_token', value: token, domain: '127.0.0.1', path: '/' },
    ...(language
      ? [
          { name: 'language', value: language, domain: '127.0.0.1', path: '/' },
          { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
        ]
      : []),
  ]);
}
