import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FAQ_TOPICS, type TFaqItem } from '../../../content/faq.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { searchFaq } from '../faq-search.ts';
import classes from './faq-view.module.css';

const TOPIC_LABELS: Record<(typeof FAQ_TOPICS)[number], TMessageKey> = {
  matching: 'faq.topic.matching',
  fees: 'faq.topic.fees',
  refunds: 'faq.topic.refunds',
  subscriptions: 'faq.topic.subscriptions',
  payments: 'faq.topic.payments',
};

/**
 * The questions by topic with a search box; the answers come filled in from the rules (content/faq.ts). Each
 * question is a native disclosure (details/summary): keyboard and screen-reader ready, and no script shared
 * with other pages' accordions.
 */
export function FaqView({ items, lead }: { items: TFaqItem[]; lead: string }) {
  const t = useT();
  const [query, setQuery] = useState('');
  // A search opens what it found, so the answer (and the figure it quotes) is in view.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const statusId = useId();
  const found = searchFaq(items, query);
  const searching = query.trim() !== '';
  const search = (next: string) => {
    setQuery(next);
    setOpened(new Set(next.trim() ? searchFaq(items, next).map((item) => item.id) : []));
  };
  const toggle = (id: string, open: boolean) =>
    setOpened((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('faq.title')}</Title>
        <Text c="dimmed" mt="xs">
          {lead}
        </Text>
      </div>
      <TextInput
        type="search"
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={(event) => search(event.currentTarget.value)}
        aria-describedby={statusId}
        maw={520}
      />
      <Text id={statusId} size="sm" c="dimmed" aria-live="polite">
        {searching
          ? found.length
            ? t('faq.results', { count: found.length })
            : t('faq.noResults', { query: query.trim() })
          : ''}
      </Text>
      {FAQ_TOPICS.map((topic) => {
        const inTopic = found.filter((item) => item.topic === topic);
        if (inTopic.length === 0) return null;
        return (
          <Stack key={topic} gap="xs" component="section" aria-labelledby={`faq-topic-${topic}`}>
            <Title order={2} size="h3" id={`faq-topic-${topic}`}>
              {t(TOPIC_LABELS[topic])}
            </Title>
            {inTopic.map((item) => (
              <Paper key={item.id} withBorder radius="md" data-testid="faq-item">
                <details
                  className={classes.item}
                  open={opened.has(item.id)}
                  onToggle={(event) => toggle(item.id, event.currentTarget.open)}
                >
                  <summary className={classes.question}>{item.question}</summary>
                  <Text className={classes.answer}>{item.answer}</Text>
                </details>
              </Paper>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
