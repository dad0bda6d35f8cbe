import { formatTurkishMobile, type TTeamMember } from '@brifa/contracts';
import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';

const STATUS: Record<TTeamMember['Status'], { label: TMessageKey; color: string }> = {
  invited: { label: 'team.status.invited', color: 'blue' },
  active: { label: 'team.status.active', color: 'green' },
  expired: { label: 'team.status.expired', color: 'orange' },
};

export function TeamMemberRow({
  member,
  isSelf,
  canManage,
  resending,
  removing,
  onResend,
  onRemove,
}: {
  member: TTeamMember;
  isSelf: boolean;
  canManage: boolean;
  resending: boolean;
  removing: boolean;
  onResend: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const fullName = `${member.Name} ${member.Surname}`.trim();
  const status = STATUS[member.Status];
  const manageable = canManage && !member.IsOwner && !isSelf;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="team-member"
      data-email={member.Email}
      aria-label={fullName}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 260px' }}>
          <Avatar radius="xl" color={member.IsOwner ? 'orange' : 'blue'} aria-hidden="true">
            {(member.Name[0] ?? '') + (member.Surname[0] ?? '')}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={600}>{fullName}</Text>
              {member.IsOwner ? (
                <Badge size="sm" variant="filled" color="orange">
                  {t('team.owner')}
                </Badge>
              ) : null}
              {isSelf ? (
                <Badge size="sm" variant="outline" color="gray">
                  {t('team.you')}
                </Badge>
              ) : null}
            </Group>
            {member.Title ? (
              <Text size="sm" c="dimmed">
                {member.Title}
              </Text>
            ) : null}
            <Anchor href={`mailto:${member.Email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.Email}
            </Anchor>
            {member.CellPhoneNumber ? (
              <Text size="sm">{`+90 ${formatTurkishMobile(member.CellPhoneNumber)}`}</Text>
            ) : null}
          </Stack>
        </Group>
        <Stack gap="xs" align="flex-end" ml="auto">
          <Badge color={status.color} variant="light" data-testid="team-member-status">
            {t(status.label)}
          </Badge>
          {manageable ? (
            <Group gap={6} justify="flex-end">
              {member.Status !== 'active' ? (
                <Button size="xs" variant="light" loading={resending} onClick={onResend}>
                  {t('team.resend')}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={removing}
                onClick={onRemove}
                aria-label={t('team.removeNamed', { name: fullName })}
              >
                {t('team.remove')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
