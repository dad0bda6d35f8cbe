import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fact } from '../../components/fact.tsx';
import { useT } from '../../lib/i18n.tsx';

export type TBriefAnswer = { key: string; question: string; answer: string };

/**
 * The brief as the client wrote it: its facts (given by each page, as <Fact>s), the category's questions with
 * their answers, and the description.
 */
export function BriefFactsView({
  facts,
  answers,
  answersTitle,
  answersTestId,
  description,
}: {
  facts: ReactNode;
  answers: readonly TBriefAnswer[];
  answersTitle: string;
  answersTestId?: string;
  description: string;
}) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="brief-title"
    >
      <Title order={2} fz={{ base: 20, md: 22 }} id="brief-title">
        {t('brief.title')}
      </Title>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        verticalSpacing="md"
        mt="md"
        mb={0}
      >
        {facts}
      </SimpleGrid>

      {answers.length > 0 ? (
        <Stack gap="xs" mt="lg">
          <Title order={3} fz="md">
            {answersTitle}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0} data-testid={answersTestId}>
            {answers.map((item) => (
              <Fact key={item.key} label={item.question}>
                {item.answer}
              </Fact>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Stack gap="xs" mt="lg">
        <Title order={3} fz="md">
          {t('brief.field.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="brief-description">
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
