import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/i18n.tsx';
import { accountPath } from '../lib/public-paths.ts';

/** Where a 401 lands after the client state is reset. */
export default function RedirectPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('redirect.title')}</Title>
        <Text c="dimmed">{t('redirect.text')}</Text>
        <Button component={Link} to={accountPath('login', locale)} size="md">
          {t('nav.login')}
        </Button>
      </Stack>
    </Container>
  );
}
