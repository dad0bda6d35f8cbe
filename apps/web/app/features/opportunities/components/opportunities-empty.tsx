import { PORTFOLIO_WORKS_FOR_OPPORTUNITIES, PORTFOLIO_WORKS_RECOMMENDED } from '@brifa/contracts';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useSessionUser } from '../../../lib/use-session-user.ts';

function Step({
  index,
  title,
  text,
  action,
}: {
  index: number;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
          {index}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
          <div>{action}</div>
        </Stack>
      </Group>
    </Card>
  );
}

/** Before the first opportunity: what happens next and what gets an agency matched. */
export function OpportunitiesEmpty() {
  const t = useT();
  const user = useSessionUser();
  const soon = (
    <Badge variant="light" color="gray" radius="sm">
      {t('offers.soon')}
    </Badge>
  );
  return (
    <div>
      <Card withBorder radius="lg" p={{ base: 'lg', md: 40 }} data-testid="offers-empty">
        <Stack gap="xs" maw={640}>
          <Title order={2} fz={{ base: 20, md: 24 }}>
            {t('offers.empty.title')}
          </Title>
          <Text c="dimmed">{t('offers.empty.text')}</Text>
        </Stack>
      </Card>

      <Title order={2} fz={{ base: 20, md: 24 }} mt={{ base: 32, md: 48 }} mb="md">
        {t('offers.next.title')}
      </Title>
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        <Step index={1} title={t('offers.next.profile')} text={t('offers.next.profileText')} action={soon} />
        <Step
          index={2}
          title={t('offers.next.portfolio')}
          text={t('offers.next.portfolioText', {
            min: PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
            recommended: PORTFOLIO_WORKS_RECOMMENDED,
          })}
          action={soon}
        />
        {user?.Provider?.IsOwner ? (
          <Step
            index={3}
            title={t('offers.next.team')}
            text={t('offers.next.teamText')}
            action={
              <Button component={Link} to="/provider/settings/users" variant="light" size="xs">
                {t('offers.next.teamCta')}
              </Button>
            }
          />
        ) : null}
      </Stack>
    </div>
  );
}
