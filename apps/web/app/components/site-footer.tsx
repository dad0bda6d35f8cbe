import { POPULAR_CATEGORY_PAGES, TIMELINE_PATH } from '@brifa/contracts/category-pages';
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
} as const satisfies Partial<Record<TPublicPage, TMessageKey>>;

type TFooterPage = keyof typeof PAGE_TITLES;

/** Issue 21 item 9: the most asked-for categories' pages (server-rendered, in the sitemap too). */
const CATEGORY_LINKS = {
  mobile: 'footer.category.mobile',
  software: 'footer.category.software',
  web: 'footer.category.web',
  digitalMarketing: 'footer.category.digitalMarketing',
  seo: 'footer.category.seo',
  social: 'footer.category.social',
} as const satisfies Record<keyof typeof POPULAR_CATEGORY_PAGES, TMessageKey>;

const COLUMNS: Array<{ title: TMessageKey; pages: TFooterPage[] }> = [
  { title: 'footer.company', pages: ['about', 'howItWorks'] },
  { title: 'footer.forAgencies', pages: ['join', 'contractAndRules'] },
  { title: 'footer.legal', pages: ['termsOfUse', 'privacyPolicy', 'cookiePolicy', 'clarificationText'] },
];

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  const { brand } = useRootData();
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
          <Stack gap={8}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.categories')}
            </Title>
            {(Object.keys(CATEGORY_LINKS) as Array<keyof typeof CATEGORY_LINKS>).map((key) => (
              <Anchor
                key={key}
                component={Link}
                to={`/${POPULAR_CATEGORY_PAGES[key][locale]}`}
                c="dark.6"
                fz="sm"
              >
                {t(CATEGORY_LINKS[key])}
              </Anchor>
            ))}
            <Anchor component={Link} to={TIMELINE_PATH} c="dark.6" fz="sm">
              {t('footer.timeline')}
            </Anchor>
          </Stack>
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
