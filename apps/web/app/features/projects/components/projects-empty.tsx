import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';

/** A new brief starts in the question-flow pop-up, opened in place by the client layout (?brief=1). */
export function useBriefPath(): string {
  return '?brief=1';
}

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

/** No project yet: what the page will show and the way to start a first brief. */
export function ProjectsEmpty() {
  const t = useT();
  const briefPath = useBriefPath();
  return (
    <Card withBorder radius="lg" mt="xl" p={{ base: 'lg', md: 48 }} data-testid="timeline-empty">
      <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
        <BriefIllustration />
        <Title order={2} fz={{ base: 20, md: 24 }}>
          {t('timeline.empty.title')}
        </Title>
        <Text c="dimmed">{t('timeline.empty.text')}</Text>
        <Button component={Link} to={briefPath} size="md" color="orange">
          {t('timeline.empty.cta')}
        </Button>
      </Stack>
    </Card>
  );
}
