import type { TSuggestion } from '@brifa/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';

const KIND_LABELS: Record<TSuggestion['Kind'], TMessageKey> = {
  profile_task: 'suggestions.kind.profile_task',
  category_subscription: 'suggestions.kind.category_subscription',
  lost_reason: 'suggestions.kind.lost_reason',
};

/** Suggestions by expected impact (the API's order), each with the screen that acts on it. */
export function SuggestionList({ suggestions }: { suggestions: TSuggestion[] }) {
  const t = useT();
  const locale = useLocale();
  if (suggestions.length === 0) return <Text c="dimmed">{t('suggestions.none')}</Text>;
  return (
    <Stack gap="sm" data-testid="suggestion-list">
      {suggestions.map((suggestion) => (
        <Card key={`${suggestion.Kind}:${suggestion.Key}`} withBorder radius="md" data-kind={suggestion.Kind}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 260px' }}>
              <Badge variant="light" w="fit-content">
                {t(KIND_LABELS[suggestion.Kind])}
              </Badge>
              <Text fw={700}>{suggestion.Title[locale]}</Text>
              <Text size="sm">{suggestion.Body[locale]}</Text>
            </Stack>
            <Button component={Link} to={suggestion.Path} variant="light" size="sm">
              {suggestion.Action[locale]}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
