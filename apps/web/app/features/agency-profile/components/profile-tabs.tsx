import type {
  TAgencyProfile,
  TAgencyType,
  TBlogPostSummary,
  TPublicPortfolioWork,
  TPublicProduct,
} from '@brifa/contracts';
import {
  Anchor,
  Avatar,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENCY_TYPE_LABELS, SOCIAL_NAMES } from '../../../lib/agency-labels.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import { BLOG_POST_PREFIX } from '../../../lib/public-paths.ts';
import type { TMessageKey } from '../../../locales/tr.ts';

const LEVEL_LABELS: Record<string, TMessageKey> = {
  basic: 'agencyProfile.level.basic',
  medium: 'agencyProfile.level.medium',
  advanced: 'agencyProfile.level.advanced',
  expert: 'agencyProfile.level.expert',
};
const ProfileDetailModals = lazy(() => import('./profile-detail-modals.tsx'));

const TAB_VALUES = ['about', 'portfolio', 'projects', 'references', 'comments', 'products', 'blog'];

export type TNames = { categories: Map<number, string>; sectors: Map<number, string> };

function AboutTab({ profile, names }: { profile: TAgencyProfile; names: TNames }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('agencyProfile.about.title', { name: profile.Name })}
        </Title>
        <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {profile.Description || profile.ShortDescription}
        </Text>
      </div>
      {profile.AgencyTypes.length ? (
        <Group gap={6} aria-label={t('agencyProfile.about.types')}>
          {profile.AgencyTypes.map((type) => (
            <Badge key={type} variant="light" style={{ textTransform: 'none' }}>
              {type in AGENCY_TYPE_LABELS ? t(AGENCY_TYPE_LABELS[type as TAgencyType]) : type}
            </Badge>
          ))}
        </Group>
      ) : null}
      {profile.Services.length ? (
        <div>
          <Title order={3} size="h4" mb="sm">
            {t('agencyProfile.about.services')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {profile.Services.map((service) => (
              <Card key={service.Id} withBorder radius="md" padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={600}>{service.Name}</Text>
                  <Badge variant="default" style={{ textTransform: 'none', flexShrink: 0 }}>
                    {LEVEL_LABELS[service.Level] ? t(LEVEL_LABELS[service.Level]!) : service.Level}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {names.categories.get(service.CategoryId)}
                </Text>
                {service.PriceTl !== null ? (
                  <Text size="sm" fw={600} mt={4}>
                    {t('agencyProfile.about.from', { price: formatLira(service.PriceTl, locale) })}
                  </Text>
                ) : null}
                <Text size="sm" mt={4} lineClamp={3}>
                  {service.Description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </div>
      ) : null}
      {profile.Technologies.length ? (
        <div>
          <Title order={3} size="h4" mb="sm">
            {t('agencyProfile.about.technologies')}
          </Title>
          <Group gap={6}>
            {profile.Technologies.map((name) => (
              <Badge key={name} variant="outline" style={{ textTransform: 'none' }}>
                {name}
              </Badge>
            ))}
          </Group>
        </div>
      ) : null}
      <Group gap="md" aria-label={t('agencyProfile.about.links')}>
        {profile.Website ? (
          <Anchor href={profile.Website} target="_blank" rel="noopener noreferrer nofollow">
            {t('agencyProfile.about.website')}
          </Anchor>
        ) : null}
        {Object.entries(profile.SocialLinks).map(([platform, url]) => (
          <Anchor key={platform} href={url} target="_blank" rel="noopener noreferrer nofollow">
            {SOCIAL_NAMES[platform] ?? platform}
          </Anchor>
        ))}
        {profile.PresentationHref ? (
          <Anchor href={profile.PresentationHref}>{t('agencyProfile.about.presentation')}</Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

function WorkCard({
  work,
  onOpen,
  category,
}: {
  work: TPublicPortfolioWork;
  onOpen: () => void;
  category?: string;
}) {
  return (
    <UnstyledButton onClick={onOpen} data-testid="portfolio-card">
      <Card withBorder radius="md" padding={0}>
        {work.ImageSrcs[0] ? (
          <Image src={work.ImageSrcs[0]} alt="" h={180} fit="cover" loading="lazy" />
        ) : null}
        <Stack gap={2} p="sm">
          <Text fw={700} lineClamp={2}>
            {work.Title}
          </Text>
          <Text size="sm" c="dimmed">
            {[work.CompanyName, category].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function ProductCard({ product, onOpen }: { product: TPublicProduct; onOpen: () => void }) {
  const t = useT();
  const locale = useLocale();
  const lowest = Math.min(...product.Tiers.map((tier) => tier.PriceTl ?? Number.POSITIVE_INFINITY));
  return (
    <UnstyledButton onClick={onOpen}>
      <Card withBorder radius="md" padding={0}>
        {product.CoverSrc ? <Image src={product.CoverSrc} alt="" h={160} fit="cover" loading="lazy" /> : null}
        <Stack gap={2} p="sm">
          <Text fw={700}>{product.Title}</Text>
          {Number.isFinite(lowest) ? (
            <Text size="sm">{t('agencyProfile.about.from', { price: formatLira(lowest, locale) })}</Text>
          ) : null}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** A post on the Blog tab (the blog list has its own card: sharing one would split a chunk off this page). */
function BlogCard({ post }: { post: TBlogPostSummary }) {
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding={0} component="article" data-testid="blog-post-card">
      <Image src={post.ImageSrc} alt="" h={170} fit="cover" loading="lazy" />
      <Stack gap={4} p="sm">
        <Anchor
          component={Link}
          to={`${BLOG_POST_PREFIX[locale]}${post.Slug}`}
          fw={700}
          c="dark.8"
          lang={post.Language}
        >
          {post.Title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDate(post.PublishedAt, locale)}
        </Text>
        <Text size="sm" lineClamp={3} lang={post.Language}>
          {post.Excerpt}
        </Text>
      </Stack>
    </Card>
  );
}

/** The profile's tabs: about, portfolio, projects, references, comments, products; works and products open in pop-ups. */
export function ProfileTabs({ profile, names }: { profile: TAgencyProfile; names: TNames }) {
  const t = useT();
  const [work, setWork] = useState<TPublicPortfolioWork | null>(null);
  const [product, setProduct] = useState<TPublicProduct | null>(null);
  // The pop-ups (Mantine's Modal with its scroll area and floating-ui) load with the first opening.
  const [detailsWanted, setDetailsWanted] = useState(false);
  const openWork = (item: TPublicPortfolioWork) => {
    setDetailsWanted(true);
    setWork(item);
  };
  const openProduct = (item: TPublicProduct) => {
    setDetailsWanted(true);
    setProduct(item);
  };
  const empty = (key: TMessageKey) => <Text c="dimmed">{t(key)}</Text>;
  // ?tab=blog opens a tab from a link (the blog editor's "see it on my profile").
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('tab');
  const initialTab = linked && TAB_VALUES.includes(linked) ? linked : 'about';
  return (
    <>
      <Tabs defaultValue={initialTab} keepMounted aria-label={t('agencyProfile.tabs.label')}>
        <Tabs.List mb="lg" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="about">{t('agencyProfile.tabs.about')}</Tabs.Tab>
          <Tabs.Tab value="portfolio">
            {t('agencyProfile.tabs.portfolio', { count: profile.Portfolio.length })}
          </Tabs.Tab>
          <Tabs.Tab value="projects">
            {t('agencyProfile.tabs.projects', { count: profile.Projects.length })}
          </Tabs.Tab>
          <Tabs.Tab value="references">
            {t('agencyProfile.tabs.references', { count: profile.References.length })}
          </Tabs.Tab>
          <Tabs.Tab value="comments">
            {t('agencyProfile.tabs.comments', { count: profile.Comments.length })}
          </Tabs.Tab>
          <Tabs.Tab value="products">
            {t('agencyProfile.tabs.products', { count: profile.Products.length })}
          </Tabs.Tab>
          <Tabs.Tab value="blog">
            {t('agencyProfile.tabs.blog', { count: profile.BlogPosts.length })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="about">
          <AboutTab profile={profile} names={names} />
        </Tabs.Panel>
        <Tabs.Panel value="portfolio">
          {profile.Portfolio.length === 0 ? (
            empty('agencyProfile.portfolio.empty')
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {profile.Portfolio.map((item) => (
                <WorkCard
                  key={item.Id}
                  work={item}
                  onOpen={() => openWork(item)}
                  category={names.categories.get(item.CategoryId)}
                />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="projects">
          {profile.Projects.length === 0 ? (
            empty('agencyProfile.projects.empty')
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('agencyProfile.projects.text')}
              </Text>
              {profile.Projects.map((project) => (
                <Card key={project.Id} withBorder padding="sm">
                  <Text fw={600}>{names.categories.get(project.CategoryId)}</Text>
                  <Text size="sm" c="dimmed">
                    {[project.SectorId ? names.sectors.get(project.SectorId) : null, project.Year]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="references">
          {profile.References.length === 0 ? (
            empty('agencyProfile.references.empty')
          ) : (
            <SimpleGrid cols={{ base: 3, sm: 5, md: 6 }}>
              {profile.References.map((reference) => (
                <Stack key={reference.Id} gap={4} align="center">
                  <Image
                    src={reference.LogoSrc}
                    alt={reference.CompanyName}
                    w={90}
                    h={90}
                    radius="md"
                    loading="lazy"
                  />
                  <Text size="xs" ta="center">
                    {reference.CompanyName}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          {profile.Comments.length === 0 ? (
            empty('agencyProfile.comments.empty')
          ) : (
            <Stack gap="md">
              {profile.Comments.map((comment) => (
                <Card key={comment.Id} withBorder radius="md">
                  <Text style={{ whiteSpace: 'pre-line' }}>“{comment.Text}”</Text>
                  <Group mt="sm">
                    <Avatar src={comment.CustomerLogoSrc} alt="" radius="md" />
                    <div>
                      <Text fw={600} size="sm">
                        {comment.AuthorName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[comment.AuthorTitle, comment.CustomerName].filter(Boolean).join(', ')}
                      </Text>
                    </div>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="products">
          {profile.Products.length === 0 ? (
            empty('agencyProfile.products.empty')
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {profile.Products.map((item) => (
                <ProductCard key={item.Id} product={item} onOpen={() => openProduct(item)} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="blog">
          {profile.BlogPosts.length === 0 ? (
            empty('agencyProfile.blog.empty')
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {profile.BlogPosts.map((post) => (
                <BlogCard key={post.Id} post={post} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      </Tabs>
      {detailsWanted ? (
        <Suspense fallback={null}>
          <ProfileDetailModals
            work={work}
            product={product}
            onCloseWork={() => setWork(null)}
            onCloseProduct={() => setProduct(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
