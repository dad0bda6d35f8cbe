import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/i18n.tsx';
import { publicPath, type TPublicPage } from '../lib/public-paths.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { TMessageKey } from '../locales/tr.ts';
import { Logo } from './logo.tsx';

const PAGE_TITLES = {
  howItWorks: 'page.howItWorks',
  join: 'page.join',
  about: 'page.about',
  cookiePolicy: 'page.cookiePolicy',
  privacyPolicy: 'page.privacyPolicy',
  termsOfUse: 'page.termsOfUse',
  contractAndRules: 'page.contractAndRules',
  clarificationText: 'page.clarificationText',
  blog: 'page.blog',
  faq: 'content.faq',
} as const satisfies Partial<Record<TPublicPage, TMessageKey>>;

type TFooterPage = keyof typeof PAGE_TITLES;

const COLUMNS: Array<{ title: TMessageKey; pages: TFooterPage[] }> = [
  { title: 'footer.company', pages: ['about', 'howItWorks', 'blog', 'faq'] },
  { title: 'footer.forAgencies', pages: ['join', 'contractAndRules'] },
  { title: 'footer.legal', pages: ['termsOfUse', 'privacyPolicy', 'cookiePolicy', 'clarificationText'] },
];

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  const { brand, footerLinks } = useRootData();
  return (
    <Box
      component="footer"
      bg="gray.0"
      py={48}
      mt={64}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <Logo brand={brand} size={28} />
            <Text size="sm" c="dimmed" maw={260}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {/* Issue 21: popular category pages and the timeline, as the root loader's data (lib/footer-links.server.ts). */}
          {footerLinks ? (
            <Stack gap={8}>
              <Title order={2} fz="sm" tt="uppercase" c="dimmed">
                {footerLinks.title}
              </Title>
              {footerLinks.links.map((link) => (
                <Anchor key={link.path} component={Link} to={link.path} c="dark.6" fz="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ) : null}
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Title order={2} fz="sm" tt="uppercase" c="dimmed">
                {t(column.title)}
              </Title>
              {column.pages.map((page) => (
                <Anchor key={page} component={Link} to={publicPath(page, locale)} c="dark.6" fz="sm">
                  {t(PAGE_TITLES[page])}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={40}>
          © {new Date().getFullYear()} {brand.name}. {t('footer.rights')}
        </Text>
      </Container>
    </Box>
  );
}
