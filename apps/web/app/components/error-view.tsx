import { statusMessage } from '@brifa/contracts';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { useLocale, useT } from '../lib/i18n.tsx';
import { publicPath } from '../lib/public-paths.ts';

function errorDetails(error: unknown): { status: number; message: string | undefined } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { Message?: unknown } | string | undefined;
    const message =
      typeof data === 'string' ? data : typeof data?.Message === 'string' ? data.Message : undefined;
    return { status: error.status, message };
  }
  return { status: 500, message: undefined };
}

/** The error page of spec section 8: the message or "Error", status 500 by default, a home link on 404. */
function ErrorContent({ status, message }: { status: number; message?: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const notFound = status === 404;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden="true">
          {status}
        </Text>
        <Title order={1}>{notFound ? t('error.notFound.title') : t('error.title')}</Title>
        <Text c="dimmed" maw={480}>
          {message || statusMessage(status, locale)}
        </Text>
        {notFound ? (
          <Button component={Link} to={publicPath('home', locale)} size="md">
            {t('error.backHome')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

/** If rendering the error page itself fails, a fixed message is all that is left to show. */
class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p style={{ padding: 32, textAlign: 'center' }}>
          Beklenmeyen bir hata oluştu / An unexpected error occurred.
        </p>
      );
    }
    return this.props.children;
  }
}

export function ErrorView({
  error,
  status,
  message,
}: {
  error?: unknown;
  status?: number;
  message?: string;
}) {
  const details = error === undefined ? { status: status ?? 500, message } : errorDetails(error);
  return (
    <LastResort>
      <ErrorContent status={details.status} message={details.message} />
    </LastResort>
  );
}
