import { OPS_SEARCH_KINDS, type TOpsSearchHit, type TOpsSearchKind } from '@brifa/contracts';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { SEARCH_KIND_LABELS } from '../code-labels.ts';

type TProps = { q: string; kind: TOpsSearchKind | null; items: TOpsSearchHit[] | null };

/** /ops/search: one box for every kind of record (a GET form, so the address holds the search). */
export function SearchView({ q, kind, items }: TProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('opsRecords.search.title')}
        </Title>
        <Text c="dimmed">{t('opsRecords.search.subtitle')}</Text>
      </Stack>
      <Form method="get" role="search">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            name="q"
            type="search"
            label={t('opsRecords.search.label')}
            defaultValue={q}
            required
            minLength={2}
            style={{ flex: '1 1 240px' }}
            data-autofocus
          />
          <Select
            name="kind"
            label={t('opsRecords.search.kind')}
            defaultValue={kind ?? ''}
            data={[
              { value: '', label: t('opsRecords.search.kindAll') },
              ...OPS_SEARCH_KINDS.map((value) => ({ value, label: t(SEARCH_KIND_LABELS[value]) })),
            ]}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit">{t('opsRecords.search.submit')}</Button>
        </Group>
      </Form>
      {kind === 'payment' ? <Text c="dimmed">{t('opsRecords.search.paymentsNote')}</Text> : null}
      {items === null ? null : items.length === 0 ? (
        <Text>{t('opsRecords.search.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Text size="sm" c="dimmed" component="li">
            {t('opsRecords.search.results', { count: items.length })}
          </Text>
          {items.map((hit) => (
            <Group
              key={`${hit.Kind}-${hit.Ref}-${hit.Title}`}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid="search-hit"
            >
              <Badge variant="light" miw={90}>
                {t(SEARCH_KIND_LABELS[hit.Kind])}
              </Badge>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={hit.Href} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {hit.Title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {hit.Detail} · {formatDateTime(hit.CreatedAt, locale)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
