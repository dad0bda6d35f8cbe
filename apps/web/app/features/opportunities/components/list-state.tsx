import { Alert, Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AccessErrorAlert } from './access-error-alert.tsx';
import { useListQuery } from './list-filters.tsx';

/** Loading and error states of a list (the debt block gets its pay-now link). */
export function ListState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const t = useT();
  const locale = useLocale();
  if (isPending) {
    return (
      <Group gap="sm" mt="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('opportunities.loading')}</Text>
      </Group>
    );
  }
  if (error) {
    if (error instanceof ApiRequestError && error.envelope?.ErrorCode === 'PROVIDER_DEBT_BLOCKED') {
      return <AccessErrorAlert error={error} />;
    }
    return (
      <Alert color="red" mt="xl" role="alert">
        {failureMessage(error, locale)}
      </Alert>
    );
  }
  return null;
}

/** Page links under a list; the page number lives in the URL (?page=2). */
export function ListPaging({ total, pageSize }: { total: number; pageSize: number }) {
  const t = useT();
  const query = useListQuery();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Center mt="lg">
      <Pagination
        total={pages}
        value={Math.min(query.page, pages)}
        onChange={(page) => {
          query.update({ page: page === 1 ? null : page });
          if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? t('opportunities.paging.previous') : t('opportunities.paging.next'),
        })}
        getItemProps={(page) => ({ 'aria-label': t('opportunities.paging.page', { page }) })}
        aria-label={t('opportunities.paging.label')}
      />
    </Center>
  );
}
