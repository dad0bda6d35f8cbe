import { adsEndpoints, catalogueEndpoints } from '@brifa/contracts';
import { BRIEF_ASSISTANT_PATH } from '@brifa/contracts/category-page-links';
import {
  Badge,
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
import { data, Link, redirect } from 'react-router';
import { HomeTrust } from '../components/home-trust.tsx';
import { useBriefFlowLink } from '../features/brief-flow/components/brief-flow-host.tsx';
import { callEndpoint } from '../lib/api-client.ts';
import { type TDictionaryPartHandle, useLocale, useT } from '../lib/i18n.tsx';
import { cachingHeaders, publicPageHeaders } from '../lib/page-cache.ts';
import { AGENCY_PROFILE_PREFIX, publicPath } from '../lib/public-paths.ts';
import { requestInfo, sessionUser } from '../lib/request-context.server.ts';
import { homePageRedirect } from '../lib/session-rules.ts';
import { loadSiteFigures } from '../lib/site-figures.ts';
import type { Route } from './+types/home';
import classes from './home.module.css';

/** The page starts with the 'shell' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../locales/shell-dictionary-tr.ts'),
    en: () => import('../locales/shell-dictionary-en.ts'),
  },
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A signed-in client starting a new brief (?brief) comes here on purpose: no redirect to their home then.
  if (url.pathname === '/' && !url.searchParams.has('brief')) {
    const target = homePageRedirect(await sessionUser(request));
    if (target) throw redirect(target);
  }
  const { api, token } = requestInfo(request);
  const [categories, figures, featured] = await Promise.all([
    callEndpoint(api, catalogueEndpoints.categories).catch(() => null),
    loadSiteFigures(api),
    // The agency of the month: a live ad (issue 19), left out if the call fails.
    callEndpoint(api, adsEndpoints.getAdvertisementFeatured).catch(() => null),
  ]);
  // Public data only: shared briefly when nobody is signed in and the API answered everything.
  return data(
    {
      categories,
      figures,
      agencyOfMonth: featured?.AgencyOfMonth ?? null,
      // Sent as data: importing the path would add a shared chunk to the home page's first load.
      assistantPath: BRIEF_ASSISTANT_PATH,
    },
    { headers: publicPageHeaders(!!token || categories === null || figures === null) },
  );
}

export const headers = cachingHeaders;

const STEPS = [
  { title: 'home.steps.one.title', text: 'home.steps.one.text' },
  { title: 'home.steps.two.title', text: 'home.steps.two.text' },
  { title: 'home.steps.three.title', text: 'home.steps.three.text' },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { categories, figures, agencyOfMonth } = loaderData;
  const briefLink = useBriefFlowLink();

  return (
    <>
      <Box className={classes.hero} py={{ base: 48, md: 88 }}>
        <Container size="lg">
          <Stack gap="lg" maw={760}>
            <Badge variant="white" size="lg" radius="sm" className={classes.eyebrow}>
              {t('home.eyebrow')}
            </Badge>
            <Title order={1} className={classes.title}>
              {t('home.title')}
            </Title>
            <Text className={classes.subtitle}>{t('home.subtitle')}</Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={briefLink()}
                preventScrollReset
                size="lg"
                color="orange"
                data-testid="home-cta"
              >
                {t('home.cta')}
              </Button>
              <Button
                component={Link}
                to={publicPath('howItWorks', locale)}
                size="lg"
                variant="white"
                color="dark"
              >
                {t('home.secondaryCta')}
              </Button>
            </Group>
            <Text
              component={Link}
              to={loaderData.assistantPath}
              className={classes.assistantLink}
              data-testid="home-assistant-link"
            >
              {t('home.assistantLink')}
            </Text>
            <HomeTrust figures={figures} className={classes.trust} />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }} id="categories" component="section">
        <Title order={2} fz={{ base: 24, md: 32 }}>
          {t('home.categories.title')}
        </Title>
        <Text c="dimmed" mt={6} mb="xl">
          {t('home.categories.subtitle')}
        </Text>
        {categories ? (
          <SimpleGrid
            cols={{ base: 2, md: 3 }}
            spacing={{ base: 'xs', sm: 'md' }}
            data-testid="category-grid"
          >
            {categories.map((category) => (
              <Card
                key={category.Key}
                component={Link}
                to={briefLink({ categoryKey: category.Key })}
                preventScrollReset
                withBorder
                padding="sm"
                radius="md"
                className={classes.category}
                data-category={category.Key}
              >
                <Group justify="space-between" align="flex-start" gap={6}>
                  <Text fw={700} fz={{ base: 'sm', sm: 'md' }}>
                    {category.Name}
                  </Text>
                  {category.ProviderCount > 0 ? (
                    <Badge variant="light" radius="sm" size="sm">
                      {t('home.categories.agencyCount', { count: category.ProviderCount })}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed" mt={4} lineClamp={2} visibleFrom="sm">
                  {category.Description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="red.7">{t('home.categories.unavailable')}</Text>
        )}
      </Container>

      {agencyOfMonth?.Slug ? (
        <Container size="lg" pb={{ base: 32, md: 48 }} component="section" data-testid="agency-of-month">
          <Card withBorder radius="md" padding="md">
            <Group wrap="nowrap" gap="md">
              {(agencyOfMonth.ImageUrl ?? agencyOfMonth.LogoSrc) ? (
                <img
                  src={(agencyOfMonth.ImageUrl ?? agencyOfMonth.LogoSrc)!}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  style={{ borderRadius: 8, objectFit: 'cover' }}
                />
              ) : null}
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={2} fz={{ base: 18, md: 22 }}>
                    {t('home.agencyOfMonth.title')}
                  </Title>
                  <Badge color="yellow" variant="light" size="sm">
                    {t('home.agencyOfMonth.label')}
                  </Badge>
                </Group>
                <Text component={Link} to={`${AGENCY_PROFILE_PREFIX[locale]}${agencyOfMonth.Slug}`} fw={700}>
                  {agencyOfMonth.CompanyName}
                </Text>
              </Stack>
            </Group>
          </Card>
        </Container>
      ) : null}

      <Box bg="gray.0" py={{ base: 40, md: 64 }} component="section">
        <Container size="lg">
          <Title order={2} fz={{ base: 24, md: 32 }} mb="xl">
            {t('home.steps.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {STEPS.map((step, index) => (
              <Card key={step.title} padding="lg" radius="md" withBorder>
                <ThemeIcon size={40} radius="xl" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
                <Text fw={700} fz="lg" mt="md">
                  {t(step.title)}
                </Text>
                <Text c="dimmed" mt={6}>
                  {t(step.text)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }} component="section">
        <Card padding="xl" radius="lg" bg="dark.8" c="white">
          <Group justify="space-between" align="center" gap="lg">
            <Box maw={640}>
              <Title order={2} fz={{ base: 22, md: 28 }}>
                {t('home.agencies.title')}
              </Title>
              <Text c="gray.3" mt="xs">
                {t('home.agencies.text')}
              </Text>
            </Box>
            <Button component={Link} to={publicPath('join', locale)} size="md" color="orange">
              {t('home.agencies.cta')}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
