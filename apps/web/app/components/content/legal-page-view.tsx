import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import type { TLegalPage } from '../../content/content-types.ts';
import { useT } from '../../lib/i18n.tsx';

function sectionId(index: number) {
  return `section-${index + 1}`;
}

export function LegalPageView({ page }: { page: TLegalPage }) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Title order={1} fz={{ base: 28, md: 38 }}>
        {page.title}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {page.updated}
      </Text>
      <Text mt="lg" c="dark.5">
        {page.intro}
      </Text>
      <Box
        component="nav"
        aria-label={t('legal.contents')}
        mt="xl"
        p="md"
        bg="gray.0"
        style={{ borderRadius: 12 }}
      >
        <Text fw={700} mb="xs">
          {t('legal.contents')}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {page.sections.map((section, index) => (
            <List.Item key={section.heading}>
              <Anchor href={`#${sectionId(index)}`}>{section.heading}</Anchor>
            </List.Item>
          ))}
        </List>
      </Box>
      <Stack gap="xl" mt="xl">
        {page.sections.map((section, index) => (
          <Box
            component="section"
            key={section.heading}
            id={sectionId(index)}
            style={{ scrollMarginTop: 80 }}
          >
            <Title order={2} fz={{ base: 20, md: 24 }} mb="sm">
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} c="dark.6" lh={1.7}>
                  {paragraph}
                </Text>
              ))}
              {section.bullets ? (
                <List spacing={6} c="dark.6">
                  {section.bullets.map((bullet) => (
                    <List.Item key={bullet}>{bullet}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
