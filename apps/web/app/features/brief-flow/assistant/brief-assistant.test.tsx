import {
  type TAssistantAsk,
  type TAssistantTurnResult,
  type TCategory,
  type TExpertiseQuestion,
  ZAssistantDraft,
} from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../../test/render-app.tsx';
import { emptyValues, loadDraft, saveDraft } from '../brief-draft.ts';
import { ASSISTANT_STORAGE_KEY, parseAssistantState } from './assistant-state.ts';
import { BriefAssistant } from './components/brief-assistant.tsx';

// Mantine's autosizing textarea listens to font loading, which jsdom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

const CATEGORY_NAMES: Array<[TCategory['Key'], string]> = [
  ['software', 'Yazılım Geliştirme'],
  ['digital', 'Dijital Ajans'],
  ['mobile', 'Mobil Uygulama Geliştirme'],
  ['web', 'Web Tasarım'],
  ['seo', 'SEO'],
  ['social', 'Sosyal Medya'],
  ['eCommerce', 'E-ticaret'],
];
const CATEGORIES: TCategory[] = CATEGORY_NAMES.map(([Key, Name], index) => ({
  Id: index + 1,
  Key,
  Name,
  Description: '',
  GroupKey: 'technology',
  Translations: { tr: { Name, Description: '' }, en: { Name, Description: '' } },
  ProviderCount: 3,
}));
const QUESTIONS: TExpertiseQuestion[] = [
  {
    Id: 301,
    CategoryId: 3,
    Key: 'platforms',
    Question: 'Hangi platformlar?',
    AnswerType: 'multiple',
    IsRequired: true,
    Options: [
      { Key: 'ios', Name: 'iOS' },
      { Key: 'android', Name: 'Android' },
    ],
  },
];

const OPENING = 'Kahve zincirimiz için bir sadakat uygulaması istiyoruz.';
const draft = (values: Record<string, unknown>) => ZAssistantDraft.parse(values);
const ask = (values: Partial<TAssistantAsk> & Pick<TAssistantAsk, 'Field' | 'Kind'>): TAssistantAsk => ({
  Question: null,
  Options: [],
  Optional: false,
  ...values,
});
const FULL = draft({
  Description: OPENING,
  CategoryKey: 'mobile',
  Answers: { platforms: ['ios'] },
  BudgetTry: '150000',
  CompanyName: 'Moda Kahve',
  SectorId: '8',
  CityId: '34',
  CompanySize: 'sme',
  IsDecisionMaker: true,
  Skipped: ['StartDate'],
});

/** The server's answers, turn after turn (the guided interview). */
const TURNS: TAssistantTurnResult[] = [
  {
    Draft: draft({ Description: OPENING }),
    Filled: ['Description'],
    Notes: [{ Code: 'noGoal', Message: 'Hedefinizi de yazarsanız ajanslar daha iyi teklif verir.' }],
    Ask: ask({
      Field: 'CategoryKey',
      Kind: 'single',
      Options: CATEGORIES.map((category) => ({
        Key: category.Key,
        Name: category.Name,
        Suggested: category.Key === 'mobile' || category.Key === 'software',
      })),
    }),
    Ready: false,
    Mode: 'guided',
  },
  {
    Draft: draft({ Description: OPENING, CategoryKey: 'mobile' }),
    Filled: ['CategoryKey'],
    Notes: [],
    Ask: ask({
      Field: 'Answers.platforms',
      Kind: 'multiple',
      Question: 'Hangi platformlar?',
      Options: [
        { Key: 'ios', Name: 'iOS', Suggested: false },
        { Key: 'android', Name: 'Android', Suggested: false },
      ],
    }),
    Ready: false,
    Mode: 'guided',
  },
  {
    Draft: draft({ Description: OPENING, CategoryKey: 'mobile', Answers: { platforms: ['ios'] } }),
    Filled: ['Answers.platforms'],
    Notes: [],
    Ask: ask({ Field: 'BudgetTry', Kind: 'budget', Options: [] }),
    Ready: false,
    Mode: 'guided',
  },
  {
    Draft: draft({ ...FULL, Skipped: [], CompanyName: '' }),
    Filled: ['BudgetTry'],
    Notes: [],
    Ask: ask({ Field: 'StartDate', Kind: 'date', Optional: true }),
    Ready: false,
    Mode: 'guided',
  },
  { Draft: FULL, Filled: [], Notes: [], Ask: null, Ready: true, Mode: 'guided' },
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answers: TAssistantTurnResult[];
let failNext: boolean;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  answers = [...TURNS];
  failNext = false;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input)).pathname.replace('/api/v1/', '');
    if (path === 'BriefAssistant/turn') {
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return envelopeResponse(200, answers.shift());
    }
    if (path === 'Category') return envelopeResponse(200, CATEGORIES);
    if (path.startsWith('Expertises/questions/')) return envelopeResponse(200, QUESTIONS);
    if (path === 'Sector') return envelopeResponse(200, [{ Id: 8, Key: 'food', Name: 'Gıda' }]);
    if (path === 'Cities')
      return envelopeResponse(200, [{ Id: 34, Code: 34, Name: 'İstanbul', CountryId: 1 }]);
    return envelopeResponse(404, null);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const turnBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/BriefAssistant/turn'))
    .map(([, init]) => JSON.parse(String(init?.body)));
const log = () => screen.getByRole('log');
const userBubbles = () =>
  within(log())
    .queryAllByTestId('assistant-bubble-user')
    .map((bubble) => bubble.textContent);

describe('the brief assistant', () => {
  it('asks the missing questions one by one, keeps an answer through an error, then hands off to the pop-up', async () => {
    const { router } = renderApp(<BriefAssistant />, { path: '/brifa-bot' });

    // The opening message: Enter sends (Shift+Enter would be a new line).
    const opening = await screen.findByRole('textbox', { name: 'Projenizi anlatın' });
    fireEvent.change(opening, { target: { value: OPENING } });
    fireEvent.keyDown(opening, { key: 'Enter', shiftKey: true });
    expect(turnBodies()).toHaveLength(0);
    fireEvent.keyDown(opening, { key: 'Enter' });

    // The note, what was understood and the next question; the suggested categories are buttons, all in a list.
    expect(
      await within(log()).findByText('Hedefinizi de yazarsanız ajanslar daha iyi teklif verir.'),
    ).toBeTruthy();
    expect(userBubbles()[0]).toBe(`Siz: ${OPENING}`);
    expect(within(log()).getByText('Hangi alanda hizmet arıyorsunuz?')).toBeTruthy();
    // Its own words are not repeated back to it.
    expect(within(log()).queryByTestId('assistant-understood')).toBeNull();
    expect(screen.getByTestId('assistant-mode').textContent).toBe('Adım adım sorularla ilerliyoruz.');
    expect(turnBodies()[0]).toMatchObject({ Field: null, Text: OPENING, Keys: [], Skip: false });
    const suggested = within(screen.getByTestId('assistant-options')).getAllByRole('button');
    expect(suggested.map((button) => button.textContent)).toEqual([
      'Yazılım Geliştirme',
      'Mobil Uygulama Geliştirme',
    ]);
    expect(screen.getAllByLabelText('Tüm seçenekler')[0]).toBe(screen.getByTestId('assistant-select'));
    // The focus moved to the new answer control.
    await waitFor(() => expect(document.activeElement).toBe(suggested[0]));
    fireEvent.click(suggested[1]!);

    // Several options: ticked, then sent; a network error keeps the ticks and offers a retry.
    const group = await screen.findByRole('group', { name: 'Hangi platformlar?' });
    expect(turnBodies()[1]).toMatchObject({ Field: 'CategoryKey', Keys: ['mobile'] });
    expect(turnBodies()[1].Draft).toMatchObject({ Description: OPENING });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'iOS' }));
    failNext = true;
    fireEvent.click(screen.getByTestId('assistant-send'));
    const error = await screen.findByTestId('assistant-error');
    expect((within(group).getByRole('checkbox', { name: 'iOS' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(error).getByRole('button', { name: 'Tekrar dene' }));

    // The budget: digits only, or "not defined yet".
    const budget = await screen.findByRole('textbox', { name: 'Tahmini bütçe (TL)' });
    expect(screen.queryByTestId('assistant-error')).toBeNull();
    expect(turnBodies()[3]).toMatchObject({ Field: 'Answers.platforms', Keys: ['ios'] });
    expect(screen.getByTestId('assistant-budget-undefined').textContent).toBe('Henüz belirlenmedi');
    fireEvent.change(budget, { target: { value: '150.000 TL' } });
    expect((budget as HTMLInputElement).value).toBe('150000');
    fireEvent.keyDown(budget, { key: 'Enter' });

    // An optional date: skipped.
    fireEvent.click(await screen.findByTestId('assistant-skip'));
    expect(turnBodies()[4]).toMatchObject({ Field: 'BudgetTry', Text: '150000' });

    // Ready: the summary names what was understood, with the catalogues' names.
    const summary = await screen.findByTestId('assistant-summary');
    expect(turnBodies()[5]).toMatchObject({ Field: 'StartDate', Skip: true });
    expect(userBubbles().at(-1)).toBe('Siz: Atladım');
    await waitFor(() => expect(summary.textContent).toContain('Mobil Uygulama Geliştirme'));
    await waitFor(() => expect(summary.textContent).toContain('Hangi platformlar?iOS'));
    await waitFor(() => expect(summary.textContent).toContain('İstanbul'));
    expect(summary.textContent).toContain('Moda Kahve');
    expect(summary.textContent).toContain('KOBİ');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Anladıklarım'));

    // A reload resumes the conversation (this tab's sessionStorage).
    expect(parseAssistantState(window.sessionStorage.getItem(ASSISTANT_STORAGE_KEY))).toMatchObject({
      ready: true,
      draft: { CategoryKey: 'mobile' },
    });

    // Review and send: the pop-up's draft at a visitor's last step (sign-up), the pop-up opened on this page.
    saveDraft('project', { ...emptyValues(), Name: 'Ayşe', RequestedProviderId: 12 });
    fireEvent.click(within(summary).getByRole('button', { name: 'Gözden geçir ve gönder' }));
    expect(loadDraft()).toMatchObject({
      step: 'account',
      values: {
        CategoryKey: 'mobile',
        Answers: { platforms: ['ios'] },
        BudgetTry: '150000',
        StartDate: null,
        CityId: '34',
        IsDecisionMaker: true,
        Description: OPENING,
        Name: 'Ayşe',
        RequestedProviderId: null,
      },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?brief=1'));
    expect(router.state.location.pathname).toBe('/brifa-bot');
  }, 20_000);

  it('resumes after a reload, and sends a signed-in client to the pop-up’s company step', async () => {
    window.sessionStorage.setItem(
      ASSISTANT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        draft: FULL,
        log: [
          { id: 1, role: 'user', text: OPENING },
          { id: 2, role: 'assistant', notes: [], filled: ['Description'], ask: null },
        ],
        ask: null,
        ready: true,
        mode: 'model',
        handedOff: false,
      }),
    );
    renderApp(<BriefAssistant />, { path: '/brifa-bot', user: sessionUserFixture(), locale: 'en' });
    const summary = await screen.findByTestId('assistant-summary');
    expect(userBubbles()).toEqual([`You: ${OPENING}`]);
    expect(screen.getByTestId('assistant-mode').textContent).toBe('The assistant reads your text with AI.');
    fireEvent.click(within(summary).getByRole('button', { name: 'Review and send' }));
    expect(loadDraft()?.step).toBe('company');

    // Start over empties the conversation.
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('textbox', { name: 'Describe your project' })).toBeTruthy();
    expect(userBubbles()).toEqual([]);
  });
});
