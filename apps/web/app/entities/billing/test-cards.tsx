import { SANDBOX_TEST_CARDS } from '@brifa/contracts';
import { Alert, List, Text } from '@mantine/core';
import { useLocale, useT } from '../../lib/i18n.tsx';

/** "Test payment": the sandbox bank is on; its published cards and what each does. */
export function TestCards() {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert color="yellow" title={t('payments.test.title')} data-testid="test-payment">
      <Text size="sm">{t('payments.test.text')}</Text>
      <List size="sm" mt={6} spacing={2}>
        {SANDBOX_TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Text span ff="monospace" size="sm">
              {card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}
            </Text>{' '}
            — {card.label[locale]}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
