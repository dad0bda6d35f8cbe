import { PORTFOLIO_WORKS_FOR_OPPORTUNITIES, PORTFOLIO_WORKS_RECOMMENDED } from '@brifa/contracts';
import { Badge, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/offers';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('offers.title'), brand) }];
}

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

/**
 * The agency's home. Opportunities arrive with the matching issue; until the first one it says what happens
 * and what gets an agency matched, without pretending screens exist that do not yet.
 */
export default function ProviderOffers() {
  const t = useT();
  const user = useSessionUser();
  const soon = (
    <Badge variant="light" color="gray" radius="sm">
      {t('offers.soon')}
    </Badge>
  );
  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <Title order={1} fz={{ base: 26, md: 32 }}>
        {user?.Provider?.CompanyNickName ?? t('offers.title')}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('offers.subtitle')}
      </Text>

      <Card withBorder radius="lg" mt="xl" p={{ base: 'lg', md: 40 }} data-testid="offers-empty">
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
    </Container>
  );
}
