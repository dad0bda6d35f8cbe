import {
  PROFILE_LEVEL_TASKS,
  PROFILE_TASK_MINIMUMS,
  profileTaskTitle,
  type TDashboardPage,
  type TSuggestion,
  type TSuggestionCampaign,
} from '@brifa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import DashboardPage from '../../routes/provider/dashboard.tsx';
import { DashboardPanel } from './components/dashboard-panel.tsx';

const PAGE: TDashboardPage = {
  ProfileLevel: 60,
  IsListed: false,
  Slug: 'pikselhane',
  Tasks: PROFILE_LEVEL_TASKS.map((task) => ({
    Key: task.key,
    Points: task.points,
    Done: !['logo', 'portfolio', 'references'].includes(task.key),
    Path: task.path,
  })),
  Goals: {
    PortfolioWorks: 2,
    PortfolioForOpportunities: 5,
    PortfolioRecommended: 10,
    References: 1,
    ReferencesGoal: 10,
    Reviews: 0,
    ReviewsGoal: 10,
  },
  Bonus: { AmountTl: 500, GrantedAt: null },
  TotalLeadCoin: 0,
};

/** The API's suggestions for that agency: its missing tasks (by points), and one category. */
function suggestion(kind: TSuggestion['Kind'], key: string, impact: number): TSuggestion {
  const title =
    kind === 'profile_task'
      ? { tr: profileTaskTitle(key as 'logo', 'tr'), en: profileTaskTitle(key as 'logo', 'en') }
      : { tr: 'Mobil kategorisine abone olun', en: 'Subscribe to Mobile' };
  return { Kind: kind, Key: key, Impact: impact, Title: title, Body: title, Action: title, Path: '/x' };
}
const SUGGESTIONS: TSuggestionCampaign = {
  Suggestions: [
    suggestion('category_subscription', 'mobile', 30),
    suggestion('profile_task', 'portfolio', 20),
    suggestion('profile_task', 'logo', 10),
    suggestion('profile_task', 'references', 10),
  ],
  Campaigns: [],
  Roi: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelopeResponse(200, sessionUserFixture())),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard(locale: 'tr' | 'en', suggestions: TSuggestionCampaign | null = SUGGESTIONS) {
  const props = { loaderData: { page: PAGE, nps: null, suggestions } };
  renderApp(<DashboardPage {...(props as unknown as Parameters<typeof DashboardPage>[0])} />, { locale });
}

describe('the agency dashboard', () => {
  it.each(['tr', 'en'] as const)(
    'shows each missing profile task once, phone or desktop (%s)',
    async (locale) => {
      renderDashboard(locale);
      const missing = await screen.findByTestId('missing-tasks');
      for (const key of ['logo', 'portfolio', 'references'] as const) {
        const title = profileTaskTitle(key, locale);
        expect(screen.getAllByText(title), title).toHaveLength(1);
        expect(within(missing).getByText(title)).toBeTruthy();
      }
      // The suggestions card keeps what the profile card does not say.
      const top = screen.getByTestId('dashboard-suggestions');
      expect(
        within(top).getAllByText(locale === 'tr' ? 'Mobil kategorisine abone olun' : 'Subscribe to Mobile'),
      ).toBeTruthy();
      expect(top.querySelectorAll('[data-kind="profile_task"]')).toHaveLength(0);
    },
  );

  it('leaves the suggestions card out when the profile tasks were all it had', async () => {
    renderDashboard('tr', { ...SUGGESTIONS, Suggestions: SUGGESTIONS.Suggestions.slice(1) });
    await screen.findByTestId('missing-tasks');
    expect(screen.queryByTestId('dashboard-suggestions')).toBeNull();
    expect(screen.getAllByText(profileTaskTitle('logo', 'tr'))).toHaveLength(1);
  });
});

describe('the profile tasks’ titles', () => {
  it.each(['tr', 'en'] as const)('come from contracts, with the minimums filled in (%s)', (locale) => {
    renderApp(<DashboardPanel page={PAGE} />, { locale });
    const missing = screen.getByTestId('missing-tasks');
    expect(missing.textContent).toContain(String(PROFILE_TASK_MINIMUMS.portfolioWorks));
    expect(missing.textContent).toContain(String(PROFILE_TASK_MINIMUMS.references));
    expect(missing.textContent).not.toMatch(/\{\w+\}/);
    for (const task of PROFILE_LEVEL_TASKS) {
      const title = profileTaskTitle(task.key, locale);
      expect(title, task.key).not.toMatch(/\{\w+\}/);
      expect(screen.getByText(title)).toBeTruthy();
    }
  });
});
