import {
  isLocale,
  TEAM_INVITE_TTL_DAYS,
  type TInviteLink,
  type TLocale,
  type TTeamInvite,
  type TTeamMember,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { findProviderById, insertMember, removeMember } from '../accounts/providers.repo.ts';
import { ownedProvider } from '../accounts/providers.service.ts';
import { revokeUserSessions } from '../auth/auth.repo.ts';
import { identityErrors } from '../identity.errors.ts';
import { findUserById, insertUser, takenIdentifiers } from '../users/users.repo.ts';
import { newAccountRow, type TAccountFields, translateUniqueViolation } from '../users/users.service.ts';
import {
  acceptInvite,
  findInviteById,
  findInviteByKey,
  insertInvite,
  listInvites,
  listMembers,
  type TInviteRow,
  updateInvite,
} from './team.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The agency's team as its owner sees it: the owner first (Id 0), then every invitation (Id = invitation). */
export async function listTeam(deps: TDeps, userId: number): Promise<TTeamMember[]> {
  const provider = await ownedProvider(deps, userId);
  const now = deps.clock.now();
  const [members, invites] = await Promise.all([
    listMembers(deps.db, provider.id),
    listInvites(deps.db, provider.id),
  ]);
  const byUser = new Map(members.map((member) => [member.userId, member]));
  const owner = members.find((member) => member.role === 'owner');
  const rows: TTeamMember[] = owner
    ? [
        {
          Id: 0,
          Title: owner.title,
          Name: owner.name,
          Surname: owner.surname,
          Email: owner.email,
          CellPhoneNumber: owner.cellPhone,
          Status: 'active',
          IsOwner: true,
          CreatedAt: owner.createdAt.toISOString(),
        },
      ]
    : [];
  for (const invite of invites) {
    const member = invite.acceptedUserId ? byUser.get(invite.acceptedUserId) : undefined;
    if (invite.acceptedAt && !member) continue; // accepted, then removed
    rows.push({
      Id: invite.id,
      Title: invite.title,
      Name: member?.name ?? invite.name,
      Surname: member?.surname ?? invite.surname,
      Email: member?.email ?? invite.email,
      CellPhoneNumber: member?.cellPhone ?? invite.cellPhone,
      Status: member ? 'active' : invite.expiresAt <= now ? 'expired' : 'invited',
      IsOwner: false,
      CreatedAt: invite.createdAt.toISOString(),
    });
  }
  return rows;
}

async function sendInviteEmail(deps: TDeps, invite: TInviteRow, inviterId: number, locale: TLocale) {
  const [provider, inviter] = await Promise.all([
    findProviderById(deps.db, invite.providerId),
    findUserById(deps.db, inviterId),
  ]);
  const language = isLocale(inviter?.language) ? inviter.language : locale;
  const path = language === 'tr' ? '/ajans-kayit-ol/' : '/provider/register/';
  await enqueue(deps, {
    channel: 'email',
    to: invite.email,
    template: 'teamInvite',
    locale: language,
    rendered: TEMPLATES.teamInvite(language, {
      name: invite.name,
      inviterName: inviter ? `${inviter.name} ${inviter.surname}` : '',
      agencyName: provider?.companyNickName ?? '',
      title: invite.title,
      link: `${publicUrl(deps.config)}${path}${invite.key}`,
      days: TEAM_INVITE_TTL_DAYS,
    }),
  });
}

/** POST ExternalUser: the owner invites a team member by e-mail. */
export async function inviteMember(
  deps: TDeps,
  userId: number,
  input: TTeamInvite & { CellPhoneNumber: string },
  locale: TLocale,
) {
  const provider = await ownedProvider(deps, userId);
  const taken = await takenIdentifiers(deps.db, { email: input.Email, cellPhone: input.CellPhoneNumber });
  const pending = (await listInvites(deps.db, provider.id)).some(
    (invite) =>
      !invite.acceptedAt && (invite.email === input.Email || invite.cellPhone === input.CellPhoneNumber),
  );
  if (taken.email || taken.phone || pending) {
    throw identityErrors.teamMemberExists(taken.phone && !taken.email ? 'CellPhoneNumber' : 'Email');
  }
  const now = deps.clock.now();
  // The invitation and its e-mail commit together.
  const invite = await deps.db.transaction(async (tx) => {
    const row = await insertInvite(tx, {
      key: randomToken(24),
      providerId: provider.id,
      invitedByUserId: userId,
      title: input.Title,
      name: input.Name,
      surname: input.Surname,
      email: input.Email,
      cellPhone: input.CellPhoneNumber,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_DAYS * DAY_MS),
    });
    await sendInviteEmail({ ...deps, db: tx }, row, userId, locale);
    return row;
  });
  return (await listTeam(deps, userId)).find((row) => row.Id === invite.id)!;
}

/** POST user/invite: sends a pending (or expired) invitation again, with a fresh expiry. */
export async function resendInvite(deps: TDeps, userId: number, inviteId: number, locale: TLocale) {
  const provider = await ownedProvider(deps, userId);
  const invite = await findInviteById(deps.db, provider.id, inviteId);
  if (!invite || invite.acceptedAt || invite.revokedAt) throw commonErrors.notFound();
  const expiresAt = new Date(deps.clock.now().getTime() + TEAM_INVITE_TTL_DAYS * DAY_MS);
  await deps.db.transaction(async (tx) => {
    await updateInvite(tx, invite.id, { expiresAt });
    await sendInviteEmail({ ...deps, db: tx }, { ...invite, expiresAt }, userId, locale);
  });
}

/** DELETE ExternalUser/{id}: withdraws an invitation, or removes a member and signs them out everywhere. */
export async function removeTeamMember(deps: TDeps, userId: number, inviteId: number) {
  const provider = await ownedProvider(deps, userId);
  const invite = await findInviteById(deps.db, provider.id, inviteId);
  if (!invite || invite.revokedAt) throw commonErrors.notFound();
  const now = deps.clock.now();
  await updateInvite(deps.db, invite.id, { revokedAt: now });
  if (invite.acceptedUserId && (await removeMember(deps.db, provider.id, invite.acceptedUserId))) {
    await revokeUserSessions(deps.db, invite.acceptedUserId, now);
  }
}

async function openInvite(deps: TDeps, key: string) {
  const invite = await findInviteByKey(deps.db, key);
  if (!invite || invite.acceptedAt || invite.revokedAt || invite.expiresAt <= deps.clock.now()) {
    throw identityErrors.inviteInvalid();
  }
  return invite;
}

/** GET ProviderInviteLink/{id}: what the join page shows before the invitee sets a password. */
export async function inviteLink(deps: TDeps, key: string): Promise<TInviteLink> {
  const invite = await openInvite(deps, key);
  const provider = await findProviderById(deps.db, invite.providerId);
  return {
    AgencyName: provider?.companyNickName ?? '',
    Title: invite.title,
    Name: invite.name,
    Surname: invite.surname,
    Email: invite.email,
    CellPhoneNumber: invite.cellPhone,
    ExpiresAt: invite.expiresAt.toISOString(),
  };
}

/** POST provider/register with InviteKey: the invitation must be open; the e-mail is the invited address. */
export async function teamMemberSignUp<T extends { Email: string; InviteKey: string }>(
  deps: TDeps,
  input: T,
) {
  const invite = await openInvite(deps, input.InviteKey);
  // The e-mail is the invited address: the link proves it.
  return { ...input, Email: invite.email };
}

/** The invitee's account joins the agency as a team member, once the sign-up's phone code is in. */
export async function createTeamMember(
  deps: TDeps,
  input: TAccountFields & { InviteKey: string },
  passwordHash: string,
  locale: TLocale,
) {
  const invite = await openInvite(deps, input.InviteKey);
  const row = newAccountRow({ ...input, Email: invite.email }, 'provider', locale, passwordHash);
  return deps.db
    .transaction(async (tx) => {
      const member = await insertUser(tx, row);
      if (!(await acceptInvite(tx, invite.id, member.id, deps.clock.now())))
        throw identityErrors.inviteInvalid();
      await insertMember(tx, {
        providerId: invite.providerId,
        userId: member.id,
        role: 'member',
        title: invite.title,
      });
      return member;
    })
    .catch(translateUniqueViolation);
}
