import type { TPaged, TTeamMember } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { listTeamMembers } from '../../features/team/api/list-team-members.ts';
import { TeamPanel } from '../../features/team/components/team-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/settings-users';

/** The first render comes with the list; a refusal (a member, not the owner) is left to the client query. */
export async function loader({ request }: Route.LoaderArgs) {
  const members: TPaged<TTeamMember> | null = await listTeamMembers(requestInfo(request).api).catch(
    () => null,
  );
  return { members };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('team.title'), brand) }];
}

/** Agency team users (/provider/settings/users). */
export default function ProviderSettingsUsersPage({ loaderData }: Route.ComponentProps) {
  // The agency layout lets only signed-in agencies through, so a user is always there.
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <TeamPanel user={user} initial={loaderData.members} />
    </Container>
  );
}
