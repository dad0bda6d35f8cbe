import {
  PROFILE_LISTING_THRESHOLD,
  profileTaskTitle,
  type TDashboardPage,
  type TProfileTaskKey,
} from '@brifa/contracts';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Progress,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';

function Goal({ label, count, goal }: { label: string; count: number; goal: number }) {
  return (
    <div>
      <Text size="sm" mb={4}>
        {label}
      </Text>
      <Progress
        value={Math.min(100, (100 * count) / goal)}
        color={count >= goal ? 'teal' : 'indigo'}
        aria-label={label}
      />
    </div>
  );
}

/** /provider/dashboard: the profile level, what is missing (with links), the goals and the one-time credit. */
export function DashboardPanel({ page }: { page: TDashboardPage }) {
  const t = useT();
  const locale = useLocale();
  const amount = formatLira(page.Bonus.AmountTl, locale);
  const missing = page.Tasks.filter((task) => !task.Done);
  const done = page.Tasks.filter((task) => task.Done);
  const goals = page.Goals;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <Card withBorder radius="md">
        <Group wrap="wrap" gap="lg">
          <RingProgress
            size={140}
            thickness={14}
            roundCaps
            sections={[
              {
                value: page.ProfileLevel,
                color: page.ProfileLevel > PROFILE_LISTING_THRESHOLD ? 'teal' : 'indigo',
              },
            ]}
            label={
              <Text ta="center" fw={800} size="xl" data-testid="profile-level">
                %{page.ProfileLevel}
              </Text>
            }
            aria-label={t('dashboard.level', { level: page.ProfileLevel })}
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            {page.IsListed ? (
              <Alert color="teal" variant="light" data-testid="listed">
                {t('dashboard.listed')}
              </Alert>
            ) : (
              <Alert color="indigo" variant="light" data-testid="not-listed">
                {t('dashboard.notListed', { threshold: PROFILE_LISTING_THRESHOLD, amount })}
              </Alert>
            )}
            {page.Bonus.GrantedAt ? <Text size="sm">{t('dashboard.bonusGranted', { amount })}</Text> : null}
            <Button
              component={Link}
              to={`${AGENCY_PROFILE_PREFIX[locale]}${page.Slug}`}
              variant="light"
              w="fit-content"
            >
              {t('dashboard.viewProfile')}
            </Button>
          </Stack>
        </Group>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.tasks')}
            </Title>
            <Stack gap="xs" data-testid="missing-tasks">
              {missing.map((task) => (
                <Group key={task.Key} justify="space-between" wrap="nowrap">
                  <div>
                    <Text>{profileTaskTitle(task.Key as TProfileTaskKey, locale)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('dashboard.points', { points: task.Points })}
                    </Text>
                  </div>
                  <Button component={Link} to={task.Path} size="xs" variant="light">
                    {t('dashboard.fix')}
                  </Button>
                </Group>
              ))}
            </Stack>
            {done.length ? (
              <>
                <Title order={3} size="h5" mt="lg" mb="xs">
                  {t('dashboard.tasksDone')}
                </Title>
                <Stack gap={4}>
                  {done.map((task) => (
                    <Group key={task.Key} gap="xs">
                      <ThemeIcon size="sm" color="teal" radius="xl" aria-hidden>
                        ✓
                      </ThemeIcon>
                      <Text size="sm" c="dimmed">
                        {profileTaskTitle(task.Key as TProfileTaskKey, locale)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </>
            ) : null}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.goals')}
            </Title>
            <Stack gap="md">
              <Goal
                label={t('dashboard.goal.portfolioOpportunities', {
                  count: goals.PortfolioWorks,
                  goal: goals.PortfolioForOpportunities,
                })}
                count={goals.PortfolioWorks}
                goal={goals.PortfolioForOpportunities}
              />
              <Goal
                label={t('dashboard.goal.portfolioRecommended', {
                  count: goals.PortfolioWorks,
                  goal: goals.PortfolioRecommended,
                })}
                count={goals.PortfolioWorks}
                goal={goals.PortfolioRecommended}
              />
              <Goal
                label={t('dashboard.goal.references', {
                  count: goals.References,
                  goal: goals.ReferencesGoal,
                })}
                count={goals.References}
                goal={goals.ReferencesGoal}
              />
              <Goal
                label={t('dashboard.goal.reviews', { count: goals.Reviews, goal: goals.ReviewsGoal })}
                count={goals.Reviews}
                goal={goals.ReviewsGoal}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
