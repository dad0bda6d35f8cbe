import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FAQ_TOPICS, type TFaqItem } from '../../../content/faq.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { searchFaq } from '../faq-search.ts';

const TOPIC_LABELS: Record<(typeof FAQ_TOPICS)[number], TMessageKey> = {
  matching: 'faq.topic.matching',
  fees: 'faq.topic.fees',
  refunds: 'faq.topic.refunds',
  subscriptions: 'faq.topic.subscriptions',
  payments: 'faq.topic.payments',
};

/** The questions by topic with a search box; the answers come filled in from the rules (content/faq.ts). */
export function FaqView({ items, lead }: { items: TFaqItem[]; lead: string }) {
  const t = useT();
  const [query, setQuery] = useState('');
  // A search opens what it found, so the answer (and the figure it quotes) is in view.
  const [opened, setOpened] = useState<string[]>([]);
  const search = (next: string) => {
    setQuery(next);
    setOpened(next.trim() ? searchFaq(items, next).map((item) => item.id) : []);
  };
  const statusId = useId();
  const found = searchFaq(items, query);
  const searching = query.trim() !== '';
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
          <section key={topic} aria-labelledby={`faq-topic-${topic}`}>
            <Title order={2} size="h3" mb="xs" id={`faq-topic-${topic}`}>
              {t(TOPIC_LABELS[topic])}
            </Title>
            <Accordion
              variant="separated"
              multiple
              value={opened.filter((id) => inTopic.some((item) => item.id === id))}
              onChange={(ids) =>
                setOpened((current) => [
                  ...current.filter((id) => !inTopic.some((item) => item.id === id)),
                  ...ids,
                ])
              }
            >
              {inTopic.map((item) => (
                <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>{item.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
    </Stack>
  );
}
