import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { publicPath } from '../../lib/public-paths.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/timeline';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('timeline.title'), brand) }];
}

const STEPS = [
  { title: 'home.steps.one.title', text: 'home.steps.one.text' },
  { title: 'home.steps.two.title', text: 'home.steps.two.text' },
  { title: 'home.steps.three.title', text: 'home.steps.three.text' },
] as const;

function BriefIllustration() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" fill="none" aria-hidden="true">
      <rect x="12" y="6" width="40" height="52" rx="6" fill="var(--mantine-color-indigo-0)" />
      <rect
        x="12"
        y="6"
        width="40"
        height="52"
        rx="6"
        stroke="var(--mantine-color-indigo-5)"
        strokeWidth="2.5"
      />
      <path
        d="M21 20h22M21 29h22M21 38h13"
        stroke="var(--mantine-color-indigo-5)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="46" cy="46" r="10" fill="var(--mantine-color-orange-5)" />
      <path d="M46 41v10M41 46h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The client's home. Projects arrive with the briefs issue; until a first brief it is a clear way to start one. */
export default function ClientTimeline() {
  const t = useT();
  const locale = useLocale();
  const user = useSessionUser();
  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <Title order={1} fz={{ base: 26, md: 32 }}>
        {t('timeline.greeting', { name: user?.Name ?? '' })}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('timeline.subtitle')}
      </Text>

      <Card withBorder radius="lg" mt="xl" p={{ base: 'lg', md: 48 }} data-testid="timeline-empty">
        <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
          <BriefIllustration />
          <Title order={2} fz={{ base: 20, md: 24 }}>
            {t('timeline.empty.title')}
          </Title>
          <Text c="dimmed">{t('timeline.empty.text')}</Text>
          <Button
            component={Link}
            to={`${publicPath('home', locale)}?brief=1#categories`}
            size="md"
            color="orange"
          >
            {t('timeline.empty.cta')}
          </Button>
        </Stack>
      </Card>

      <Box mt={{ base: 32, md: 48 }}>
        <Title order={2} fz={{ base: 20, md: 24 }} mb="md">
          {t('home.steps.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder radius="md" padding="lg">
              <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {t(step.title)}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {t(step.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
