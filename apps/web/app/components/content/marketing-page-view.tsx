import type { TSiteFigures } from '@brifa/contracts';
import {
  Accordion,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { TMarketingPage } from '../../content/content-types.ts';
import { useT } from '../../lib/i18n.tsx';
import { withFigures } from '../../lib/site-figures.ts';

export function MarketingPageView({
  page,
  ctaTo,
  figures = null,
}: {
  page: TMarketingPage;
  ctaTo: string;
  /** The marketplace's counted figures; a stat that quotes one is left out while they are unknown. */
  figures?: TSiteFigures | null;
}) {
  const t = useT();
  return (
    <>
      <Box bg="var(--mantine-primary-color-light)" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Title order={1} fz={{ base: 30, md: 42 }} lh={1.15}>
            {page.title}
          </Title>
          <Text fz={{ base: 'md', md: 'lg' }} c="dark.5" mt="md" maw={720}>
            {page.lead}
          </Text>
        </Container>
      </Box>
      <Container size="md" py={{ base: 32, md: 48 }}>
        <Stack gap={56}>
          {page.blocks.map((block) => (
            <Box component="section" key={block.heading}>
              <Title order={2} fz={{ base: 22, md: 28 }} mb="sm">
                {block.heading}
              </Title>
              {block.text ? (
                <Text c="dark.5" mb="md">
                  {block.text}
                </Text>
              ) : null}
              {block.steps ? (
                <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                  {block.steps.map((step, index) => (
                    <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
                      <ThemeIcon radius="xl" size={36} variant="filled" aria-hidden="true">
                        {index + 1}
                      </ThemeIcon>
                      <Box>
                        <Text fw={700}>{step.title}</Text>
                        <Text c="dark.5" size="sm">
                          {step.text}
                        </Text>
                      </Box>
                    </Group>
                  ))}
                </Stack>
              ) : null}
              {block.features ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {block.features.map((feature) => (
                    <Card key={feature.title} withBorder padding="lg">
                      <Text fw={700} mb={4}>
                        {feature.title}
                      </Text>
                      <Text size="sm" c="dark.5">
                        {feature.text}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              ) : null}
              {block.stats ? (
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                  {block.stats
                    .flatMap((stat) => {
                      const value = withFigures(stat.value, figures);
                      return value === undefined ? [] : [{ ...stat, value }];
                    })
                    .map((stat) => (
                      <Card key={stat.label} withBorder padding="md" ta="center" data-testid="stat">
                        <Text fz={28} fw={800} c="var(--mantine-primary-color-filled)">
                          {stat.value}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {stat.label}
                        </Text>
                      </Card>
                    ))}
                </SimpleGrid>
              ) : null}
            </Box>
          ))}
          {page.faqs && page.faqs.length > 0 ? (
            <Box component="section">
              <Title order={2} fz={{ base: 22, md: 28 }} mb="md">
                {t('content.faq')}
              </Title>
              <Accordion variant="separated" radius="md">
                {page.faqs.map((faq) => (
                  <Accordion.Item key={faq.question} value={faq.question}>
                    <Accordion.Control>
                      <Text fw={600}>{faq.question}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm" c="dark.5">
                        {faq.answer}
                      </Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Box>
          ) : null}
          <Card component="section" padding="xl" radius="lg" bg="dark.8" c="white">
            <Title order={2} fz={{ base: 22, md: 26 }}>
              {page.cta.heading}
            </Title>
            <Text mt="xs" c="gray.3">
              {page.cta.text}
            </Text>
            <Button component={Link} to={ctaTo} mt="lg" size="md">
              {page.cta.button}
            </Button>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
