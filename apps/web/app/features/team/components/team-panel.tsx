import type { TPaged, TSessionUser, TTeamMember } from '@brifa/contracts';
import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { failureMessage, formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useTeamMembers } from '../api/list-team-members.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { useResendInvite } from '../api/resend-invite.ts';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { TeamMemberRow } from './team-member-row.tsx';

/** The agency's team: the owner invites, re-invites and removes; members see the list only. */
export function TeamPanel({ user, initial }: { user: TSessionUser; initial: TPaged<TTeamMember> | null }) {
  const t = useT();
  const locale = useLocale();
  const isOwner = user.Provider?.IsOwner === true;
  const members = useTeamMembers(initial);
  const resend = useResendInvite();
  const remove = useRemoveTeamMember();
  const [inviteOpened, invite] = useDisclosure(false);

  const showFailure = (error: unknown) =>
    notifications.show({ color: 'red', message: failureMessage(error, locale) });

  function confirmRemove(member: TTeamMember) {
    const name = `${member.Name} ${member.Surname}`.trim();
    openConfirmModal({
      title: t('team.removeTitle'),
      centered: true,
      children: <Text size="sm">{t('team.removeConfirm', { name })}</Text>,
      labels: { confirm: t('team.removeAction'), cancel: t('team.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'team-remove-confirm' } as Record<string, unknown>,
      onConfirm: () => remove.mutate(member.Id, { onError: showFailure }),
    });
  }

  const items = members.data?.Items ?? [];
  const others = items.filter((member) => !member.IsOwner);
  const failure = members.error ? formFailure(members.error, locale, []) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('team.title')}
          </Title>
          <Text c="dimmed">{t('team.subtitle')}</Text>
        </Stack>
        {isOwner ? (
          <Button onClick={invite.open} data-testid="team-invite-open">
            {t('team.invite')}
          </Button>
        ) : null}
      </Group>

      <Card withBorder radius="md" padding="lg" bg="gray.0">
        <Text fw={600} mb={6}>
          {t('team.benefits.title')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('team.benefits.opportunities')}</List.Item>
          <List.Item>{t('team.benefits.messages')}</List.Item>
          <List.Item>{t('team.benefits.notifications')}</List.Item>
          <List.Item>{t('team.benefits.ownLogin')}</List.Item>
        </List>
      </Card>

      {!isOwner ? (
        <Alert color="blue" title={t('team.readOnly.title')} data-testid="team-read-only">
          {t('team.readOnly.text')}
        </Alert>
      ) : null}

      {members.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('team.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={92} radius="md" />
          ))}
        </Stack>
      ) : failure ? (
        failure.code === 'TEAM_OWNER_ONLY' ? null : (
          <Alert color="red" title={t('team.loadError')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failure.message}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void members.refetch()}>
                {t('team.retry')}
              </Button>
            </Stack>
          </Alert>
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('team.count', { count: items.length })}
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="team-list">
            {items.map((member) => (
              <TeamMemberRow
                key={member.Id}
                member={member}
                isSelf={member.Email.toLowerCase() === user.Email.toLowerCase()}
                canManage={isOwner}
                resending={resend.isPending && resend.variables === member.Id}
                removing={remove.isPending && remove.variables === member.Id}
                onResend={() => resend.mutate(member.Id, { onError: showFailure })}
                onRemove={() => confirmRemove(member)}
              />
            ))}
          </Stack>
          {others.length === 0 ? (
            <Card withBorder radius="md" padding="xl" ta="center" data-testid="team-empty">
              <Text fw={600}>{t('team.empty.title')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {isOwner ? t('team.empty.owner') : t('team.empty.member')}
              </Text>
              {isOwner ? (
                <Group justify="center" mt="md">
                  <Button variant="light" onClick={invite.open}>
                    {t('team.invite')}
                  </Button>
                </Group>
              ) : null}
            </Card>
          ) : null}
        </Stack>
      )}

      {isOwner ? <InviteMemberModal opened={inviteOpened} onClose={invite.close} /> : null}
    </Stack>
  );
}
