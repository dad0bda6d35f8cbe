import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/modules/identity/users/users.table.ts';
import { outboxMessages } from '../src/modules/outbox/outbox.table.ts';
import type { TDb } from '../src/platform/db.ts';

/** Test helpers for accounts: sign-ups through the real API and codes read back from the outbox. */
let phoneCounter = 0;

export function uniquePhone(): string {
  phoneCounter += 1;
  return `53${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`.slice(
    0,
    10,
  );
}

export function e164(phone: string): string {
  return `+90${phone}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function lastMessageTo(db: TDb, to: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return rows[0];
}

/** The 6-digit code of the newest SMS or e-mail to `to`. */
export async function lastCodeTo(db: TDb, to: string): Promise<string> {
  const message = await lastMessageTo(db, to);
  const code = message?.text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export function clientBody(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    Name: 'Ayşe',
    Surname: 'Yılmaz',
    Email: `ayse.${phone}@example.com.tr`,
    Password: 'guclu-sifre-2026',
    CellPhoneNumber: phone,
    IsClarificationAccepted: true,
    ...overrides,
  };
}

export function agencyBody(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    ...clientBody({
      Name: 'Mert',
      Surname: 'Kaya',
      Email: `mert.${phone}@pikselhane.com.tr`,
      CellPhoneNumber: phone,
    }),
    CompanyNickName: 'Pikselhane',
    LegalType: 'legal_entity',
    LegalSuffix: 'LTD',
    CompanyTitle: 'Pikselhane Dijital Hizmetler Ltd. Şti.',
    TaxNumber: '4540536920',
    TaxOffice: 'Kadıköy',
    CountryId: 1,
    CityId: 34,
    DistrictId: 34023,
    Address: 'Caferağa Mah. Moda Cad. No: 12',
    Website: 'https://www.pikselhane.com.tr',
    Phone: '2165550000',
    ContactEmail: 'merhaba@pikselhane.com.tr',
    TeamSize: '5-10',
    FoundedYear: 2016,
    ...overrides,
  };
}

/**
 * Registers through POST user/register (or provider/register) and confirms the sign-up with the SMS code
 * (POST user/register/confirm), which creates the account, phone verified, and signs in. `verify: false`
 * then marks the phone unverified, as an account from before the phone change or sign-up code would be.
 */
export async function signUp(
  app: FastifyInstance,
  db: TDb,
  options: { kind?: 'client' | 'agency'; body?: Record<string, unknown>; verify?: boolean } = {},
) {
  const body = options.body ?? (options.kind === 'agency' ? agencyBody() : clientBody());
  const url = options.kind === 'agency' ? '/api/v1/provider/register' : '/api/v1/user/register';
  const res = await app.inject({ method: 'POST', url, payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const phone = e164(String(body.CellPhoneNumber));
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register/confirm',
    payload: { CellPhoneNumber: body.CellPhoneNumber, Code: await lastCodeTo(db, phone) },
  });
  if (confirmed.statusCode !== 201) throw new Error(`sign-up confirmation failed: ${confirmed.body}`);
  const { Token: token, UserId: userId } = confirmed.json().Data as { Token: string; UserId: number };
  if (options.verify === false) {
    await db.update(users).set({ isPhoneVerified: false }).where(eq(users.id, userId));
  }
  return { token, userId, body, phone };
}

export async function me(app: FastifyInstance, token: string, userId: number) {
  return app.inject({ method: 'POST', url: `/api/v1/user/me/${userId}`, headers: bearer(token) });
}
