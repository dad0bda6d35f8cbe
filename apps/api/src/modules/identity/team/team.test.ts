import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  e164,
  lastCodeTo,
  lastMessageTo,
  me,
  signUp,
  uniquePhone,
} from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://brifa.test' } });
});
afterAll(() => t.close());

async function invite(token: string, overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/ExternalUser',
    headers: bearer(token),
    payload: {
      Title: 'Proje Yöneticisi',
      Name: 'Deniz',
      Surname: 'Arslan',
      Email: `deniz.${phone}@pikselhane.com.tr`,
      CellPhoneNumber: phone,
      ...overrides,
    },
  });
}

describe('team users', () => {
  it('lets the owner invite a member who joins by the link and shares the agency', async () => {
    const owner = await signUp(t.app, t.database.db, { kind: 'agency' });
    const invited = await invite(owner.token);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().Data).toMatchObject({
      Status: 'invited',
      IsOwner: false,
      Title: 'Proje Yöneticisi',
    });
    const email = invited.json().Data.Email;

    const mail = await lastMessageTo(t.database.db, email);
    expect(mail?.subject).toBe('Pikselhane sizi Brifa ekibine davet ediyor');
    const key = mail?.text.match(/https:\/\/brifa\.test\/ajans-kayit-ol\/([\w-]+)/)?.[1];
    expect(key).toBeTruthy();

    const link = await t.app.inject({ method: 'GET', url: `/api/v1/ProviderInviteLink/${key}` });
    expect(link.json().Data).toMatchObject({ AgencyName: 'Pikselhane', Email: email, Name: 'Deniz' });

    const phone = invited.json().Data.CellPhoneNumber.replace('+90', '');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/register',
      payload: {
        Name: 'Deniz',
        Surname: 'Arslan',
        Email: 'ignored@example.com',
        Password: 'ekip-sifresi-1',
        CellPhoneNumber: phone,
        IsClarificationAccepted: true,
        InviteKey: key,
      },
    });
    expect(joined.statusCode).toBe(201);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register/confirm',
      payload: { CellPhoneNumber: phone, Code: await lastCodeTo(t.database.db, e164(phone)) },
    });
    expect(confirmed.statusCode).toBe(201);
    const member = confirmed.json().Data;
    const session = (await me(t.app, member.Token, member.UserId)).json().Data;
    expect(session).toMatchObject({
      Email: email,
      IsProvider: true,
      Provider: { IsOwner: false, Slug: 'pikselhane' },
    });

    const reused = await t.app.inject({ method: 'GET', url: `/api/v1/ProviderInviteLink/${key}` });
    expect(reused.json()).toMatchObject({ ErrorCode: 'INVITE_INVALID', StatusCode: 404 });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ExternalUser/page?PageIndex=0',
      headers: bearer(owner.token),
    });
    expect(list.json().Data.TotalCount).toBe(2);
    expect(
      list.json().Data.Items.map((m: { Status: string; IsOwner: boolean }) => [m.IsOwner, m.Status]),
    ).toEqual([
      [true, 'active'],
      [false, 'active'],
    ]);

    // Only the owner manages the team.
    const memberList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ExternalUser/page',
      headers: bearer(member.Token),
    });
    expect(memberList.json()).toMatchObject({ StatusCode: 403, ErrorCode: 'TEAM_OWNER_ONLY' });
    expect((await invite(member.Token)).statusCode).toBe(403);

    // Removing the member signs them out.
    const id = list.json().Data.Items[1].Id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/ExternalUser/${id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(t.app, member.Token, member.UserId)).statusCode).toBe(401);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ExternalUser/page',
      headers: bearer(owner.token),
    });
    expect(after.json().Data.TotalCount).toBe(1);
  });

  it('resends an expired invitation and refuses an address already in use', async () => {
    const owner = await signUp(t.app, t.database.db, { kind: 'agency' });
    const first = (await invite(owner.token)).json().Data;
    const duplicate = await invite(owner.token, { Email: first.Email });
    expect(duplicate.json()).toMatchObject({
      ErrorCode: 'TEAM_MEMBER_EXISTS',
      Errors: { Email: expect.any(String) },
    });
    const existingUser = await invite(owner.token, { Email: owner.body.Email });
    expect(existingUser.statusCode).toBe(409);

    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ExternalUser/page',
      headers: bearer(owner.token),
    });
    expect(list.json().Data.Items[1].Status).toBe('expired');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/invite',
      headers: bearer(owner.token),
      payload: { ExternalUserId: first.Id },
    });
    expect(resend.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ExternalUser/page',
      headers: bearer(owner.token),
    });
    expect(refreshed.json().Data.Items[1].Status).toBe('invited');

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ExternalUser/${first.Id}`,
      headers: bearer(owner.token),
    });
    expect(withdrawn.statusCode).toBe(200);
    const key = (await lastMessageTo(t.database.db, first.Email))?.text.match(
      /ajans-kayit-ol\/([\w-]+)/,
    )?.[1];
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/ProviderInviteLink/${key}` })).statusCode).toBe(
      404,
    );
  });
});
