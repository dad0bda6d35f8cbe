import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_PATHS } from '../lib/app-paths.ts';
import { useT } from '../lib/i18n.tsx';

/** Where a 401 lands after the client state is reset. */
export default function RedirectPage() {
  const t = useT();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('redirect.title')}</Title>
        <Text c="dimmed">{t('redirect.text')}</Text>
        <Button component={Link} to={APP_PATHS.login} size="md">
          {t('nav.login')}
        </Button>
      </Stack>
    </Container>
  );
}
