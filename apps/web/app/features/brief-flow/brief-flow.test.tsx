import { scoreBrief, type TCategory, type TExpertiseQuestion, type TOffer } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../../test/offer-fixture.ts';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { toOfferBody, validateStep } from './brief-checks.ts';
import {
  DRAFT_STORAGE_KEY,
  emptyValues,
  loadDraft,
  parseDraft,
  saveDraft,
  type TBriefValues,
} from './brief-draft.ts';
import { resumeStep, stepOfField, stepsFor } from './brief-steps.ts';
import { BriefFlowModal } from './components/brief-flow-modal.tsx';

const LONG_DESCRIPTION =
  'Kadıköy’de 12 şubesi olan kahve zincirimiz için iOS ve Android mobil uygulama geliştirecek bir ajans arıyoruz. ' +
  'Hedefimiz sadakat programını uygulamaya taşımak ve ilk altı ayda 40 bin aktif kullanıcıya ulaşmak. Uygulamada ' +
  'sipariş, mağazadan teslim alma, puan biriktirme ve kampanya bildirimleri olmalı. Tasarımlarımız hazır değil; UX ' +
  'çalışmasını da ajansın yapmasını istiyoruz. Mart 2027 sonunda mağazalarda yayında olmasını planlıyoruz. Bütçemiz ' +
  '750 bin TL civarında; bakım ve destek için ayrıca aylık teklif bekliyoruz.';

const CATEGORIES: TCategory[] = [
  ['software', 'Yazılım Geliştirme'],
  ['digital', 'Dijital Ajans'],
  ['mobile', 'Mobil Uygulama Geliştirme'],
].map(([Key, Name], index) => ({
  Id: index + 1,
  Key: Key as TCategory['Key'],
  Name: Name!,
  Description: `${Name} açıklaması`,
  GroupKey: 'technology',
  Translations: {
    tr: { Name: Name!, Description: '' },
    en: { Name: Name!, Description: '' },
  },
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
  {
    Id: 302,
    CategoryId: 3,
    Key: 'stage',
    Question: 'Proje hangi aşamada?',
    AnswerType: 'single',
    IsRequired: true,
    Options: [
      { Key: 'idea', Name: 'Yalnızca fikir var' },
      { Key: 'designs', Name: 'Tasarımlar hazır' },
    ],
  },
  {
    Id: 303,
    CategoryId: 3,
    Key: 'notes',
    Question: 'Eklemek istedikleriniz?',
    AnswerType: 'text',
    IsRequired: false,
    Options: [],
  },
];

function filledValues(overrides: Partial<TBriefValues> = {}): TBriefValues {
  return {
    ...emptyValues(),
    CategoryKey: 'mobile',
    Answers: { platforms: ['ios'], stage: 'idea' },
    BudgetTry: '750000',
    StartDate: '2027-01-15',
    CompanyName: 'Moda Kahve',
    SectorId: '8',
    CompanySize: 'sme',
    CityId: '34',
    IsDecisionMaker: true,
    Description: LONG_DESCRIPTION,
    ...overrides,
  };
}

function offer(overrides: Partial<TOffer> = {}): TOffer {
  return offerFixture({
    CompanyName: 'Moda Kahve',
    Description: LONG_DESCRIPTION,
    MatchedCount: 4,
    ...overrides,
  });
}

// Mantine's autosizing textarea listens to font loading, which jsdom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// The province and industry lists scroll their first match into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let offerAnswer: () => Response;

beforeEach(() => {
  window.localStorage.clear();
  offerAnswer = () => envelopeResponse(201, offer());
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v1/', '');
    if (path === 'Category') return envelopeResponse(200, CATEGORIES);
    if (path.startsWith('Expertises/questions/')) return envelopeResponse(200, QUESTIONS);
    if (path === 'Sector') return envelopeResponse(200, [{ Id: 8, Key: 'food', Name: 'Gıda' }]);
    if (path === 'Cities')
      return envelopeResponse(200, [{ Id: 34, Code: 34, Name: 'İstanbul', CountryId: 1 }]);
    if (path === 'District') return envelopeResponse(200, [{ Id: 34023, CityId: 34, Name: 'Kadıköy' }]);
    if (path === 'Offer') return offerAnswer();
    if (path === 'Analytics') return envelopeResponse(200, { Recorded: true });
    return envelopeResponse(404, null);
  });
  vi.stubGlobal('fetch', fetchMock);
});

/** POSTs other than the funnel's "brief started" event and the description check: a brief or an account. */
const briefPosts = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && !/\/(Analytics|Offer\/brief-check)$/.test(String(input)),
  );
const startedEvents = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/Analytics'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRY = { categoryKey: null, requestedProviderId: null };

function renderFlow(
  options: {
    entry?: Parameters<typeof BriefFlowModal>[0]['entry'];
    user?: ReturnType<typeof sessionUserFixture> | null;
    locale?: 'tr' | 'en';
  } = {},
) {
  return renderApp(
    <BriefFlowModal
      entry={options.entry ?? ENTRY}
      onEntryApplied={() => {}}
      onClose={() => {}}
      returnPath="/?brief=1"
    />,
    { user: options.user ?? null, locale: options.locale ?? 'tr' },
  );
}

const currentStep = () =>
  screen.getByTestId('brief-flow').querySelector('[data-step]')?.getAttribute('data-step');
const next = () => fireEvent.click(screen.getByTestId('brief-next'));

describe('brief draft', () => {
  it('has the account steps only for a visitor and resumes at a step the viewer has', () => {
    // At most five steps (issue 16): a visitor types the phone code on the account step.
    expect(stepsFor('visitor')).toEqual(['category', 'questions', 'project', 'company', 'account']);
    expect(stepsFor('client')).toEqual(['category', 'questions', 'project', 'company']);
    expect(stepsFor('unverified-client').slice(-2)).toEqual(['company', 'code']);
    expect(resumeStep('account', 'client')).toBe('company');
    expect(resumeStep('code', 'unverified-client')).toBe('code');
    expect(resumeStep('project', 'client')).toBe('project');
  });

  it('keeps the answers, survives a damaged draft and moves an older draft’s step to where it lives now', () => {
    saveDraft('company', filledValues({ Name: 'Ayşe' }));
    expect(loadDraft()).toMatchObject({
      step: 'company',
      values: { Name: 'Ayşe', CompanyName: 'Moda Kahve' },
    });
    expect(loadDraft()?.values).not.toHaveProperty('Password');
    expect(
      parseDraft(JSON.stringify({ version: 1, step: 'description', values: { CategoryKey: 'mobile' } })),
    ).toMatchObject({ step: 'project' });
    expect(
      parseDraft(JSON.stringify({ version: 1, step: 'contact', values: { CategoryKey: 'mobile' } })),
    ).toMatchObject({ step: 'company' });
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, values: {} }))).toBeNull();
    expect(
      parseDraft(
        JSON.stringify({ version: 1, step: 'budget', values: { CategoryKey: 'nope', CityId: 'x' } }),
      ),
    ).toMatchObject({ step: 'category', values: { CategoryKey: null, CityId: null } });
  });

  it('validates each step with the API’s messages and maps API fields back to steps', () => {
    const quality = (values: TBriefValues) =>
      scoreBrief({ description: values.Description, budgetDefined: true, hasStartDate: true }, 'tr');
    const check = (step: Parameters<typeof validateStep>[0]['step'], values: TBriefValues) =>
      validateStep({ step, values, questions: QUESTIONS, quality: quality(values), locale: 'tr' });
    expect(check('questions', filledValues({ Answers: { notes: 'x' } }))).toEqual({
      'Answers.platforms': 'Bu alan zorunludur.',
      'Answers.stage': 'Bu alan zorunludur.',
    });
    expect(check('project', filledValues({ BudgetTry: '' }))).toEqual({ BudgetTry: 'Bu alan zorunludur.' });
    expect(check('project', filledValues({ BudgetTry: '', BudgetUndefined: true }))).toEqual({});
    expect(check('company', filledValues({ CompanyName: 'A', IsDecisionMaker: null }))).toMatchObject({
      CompanyName: expect.stringContaining('2'),
      IsDecisionMaker: 'Bu alan zorunludur.',
    });
    expect(check('company', filledValues({ CompanySize: null, CityId: null }))).toEqual({
      CompanySize: 'Bu alan zorunludur.',
      CityId: 'Bu alan zorunludur.',
    });
    expect(check('project', filledValues({ Description: 'Kısa bir metin.' })).Description).toContain(
      'Açıklamanız çok kısa',
    );
    expect(check('project', filledValues())).toEqual({});
    expect(stepOfField('Answers.stage')).toBe('questions');
    expect(stepOfField('CompanyName')).toBe('company');
    expect(stepOfField('BudgetTry')).toBe('project');
    expect(stepOfField('Description')).toBe('project');
  });

  it('builds the POST Offer body: budget null when not defined, the requested agency, only answered questions', () => {
    const body = toOfferBody(
      filledValues({
        BudgetUndefined: true,
        RequestedProviderId: 42,
        Answers: { platforms: ['ios'], stage: 'idea', notes: '  ' },
      }),
      QUESTIONS,
    );
    expect(body).toMatchObject({
      CategoryId: 3,
      BudgetTry: null,
      SectorId: 8,
      CityId: 34,
      RequestedProviderIds: [42],
      Answers: { platforms: ['ios'], stage: 'idea' },
    });
    // Asked after submission: the API stores them as missing and /project-complete asks.
    for (const later of ['EmployeeCount', 'ContactPreference', 'AvailableTime', 'GeoScope', 'Turnover']) {
      expect(body).not.toHaveProperty(later);
    }
  });
});

describe('the question flow pop-up', () => {
  it('goes through the steps in order, enforcing required answers', async () => {
    renderFlow();
    const grid = await screen.findByTestId('brief-categories');
    expect(screen.getByTestId('brief-progress').textContent).toBe('Adım 1 / 5');
    fireEvent.click(within(grid).getByRole('button', { name: /Mobil Uygulama Geliştirme/ }));
    await screen.findByText('Hangi platformlar?');
    expect(currentStep()).toBe('questions');

    next();
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(currentStep()).toBe('questions');
    fireEvent.click(screen.getByRole('checkbox', { name: 'iOS' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yalnızca fikir var' }));
    next();
    await waitFor(() => expect(currentStep()).toBe('project'));

    // Digits only: other characters typed are dropped; "not defined yet" leaves the budget empty.
    const budget = screen.getByRole('textbox', { name: /Tahmini bütçe/ }) as HTMLInputElement;
    fireEvent.change(budget, { target: { value: '50.000 TL' } });
    expect(budget.value).toBe('50000');
    next();
    // The description is the only required field left here; the focus goes to it.
    const description = screen.getByRole('textbox', { name: /Proje açıklaması/ });
    await waitFor(() => expect(document.activeElement).toBe(description));
    fireEvent.change(description, { target: { value: LONG_DESCRIPTION } });
    next();
    await waitFor(() => expect(currentStep()).toBe('company'));
    next();
    // A radio group marks neither itself nor its radios: its first option takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Şirket adı/ })),
    );
    expect(screen.queryByRole('radio', { name: 'Evet, karar veriyorum' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('brief-back'));
    await waitFor(() => expect(currentStep()).toBe('project'));
    expect((screen.getByRole('textbox', { name: /Tahmini bütçe/ }) as HTMLInputElement).value).toBe('50000');
    expect(briefPosts()).toEqual([]);
    // Opening the flow is the top of the funnel, counted once however many steps follow.
    expect(startedEvents()).toHaveLength(1);
  }, 20_000);

  it('shows the too-short warning live and blocks the project step until it is long enough', async () => {
    saveDraft('project', filledValues({ Description: '' }));
    renderFlow({ user: sessionUserFixture() });
    const field = await screen.findByRole('textbox', { name: /Proje açıklaması/ });
    fireEvent.change(field, { target: { value: 'Mobil uygulama istiyoruz.' } });
    const warnings = await screen.findByTestId('brief-warnings');
    expect(warnings.textContent).toContain('Açıklamanız çok kısa, lütfen daha fazla ayrıntı paylaşın');
    expect(screen.getByTestId('brief-description-counter').textContent).toBe('25 / 400 karakter');
    next();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(currentStep()).toBe('project');
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: LONG_DESCRIPTION } });
    expect(screen.queryByTestId('brief-warnings')?.textContent ?? '').not.toContain('çok kısa');
    next();
    await waitFor(() => expect(currentStep()).toBe('company'));
  });

  it('restores the draft after a remount, at the same step with the answers', async () => {
    const first = renderFlow();
    fireEvent.click(
      within(await screen.findByTestId('brief-categories')).getByRole('button', { name: /Mobil/ }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Android' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Eklemek istedikleriniz/ }), {
      target: { value: 'Sadakat kartı' },
    });
    first.unmount();

    renderFlow();
    await screen.findByText('Hangi platformlar?');
    expect(currentStep()).toBe('questions');
    expect((screen.getByRole('checkbox', { name: 'Android' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: /Eklemek istedikleriniz/ }) as HTMLTextAreaElement).value,
    ).toBe('Sadakat kartı');
  });

  it('opens with the category chosen on the home page', async () => {
    renderFlow({ entry: { categoryKey: 'mobile', requestedProviderId: 9 } });
    await screen.findByText('Hangi platformlar?');
    expect(currentStep()).toBe('questions');
    expect(loadDraft()?.values).toMatchObject({ CategoryKey: 'mobile', RequestedProviderId: 9 });
  });

  it('skips the account steps for a signed-in client: submit, then the success step with the matched count', async () => {
    saveDraft('company', filledValues({ RequestedProviderId: 42 }));
    renderFlow({ user: sessionUserFixture() });
    await waitFor(() => expect(currentStep()).toBe('company'));
    expect(screen.getByTestId('brief-progress').textContent).toBe('Adım 4 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Projeyi gönder' }));
    const success = await screen.findByTestId('brief-success');
    expect(within(success).getByTestId('brief-matched-count').textContent).toBe(
      'Projeniz 4 ajansla eşleşti. Teklifler 24 saat içinde gelir.',
    );
    expect(within(success).getByText('Teklif bekleniyor')).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'Projelerime git' }).getAttribute('href')).toBe(
      '/client/my-projects',
    );
    const post = briefPosts()[0]!;
    expect(String(post[0])).toBe('http://api.test/api/v1/Offer');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      CategoryId: 3,
      BudgetTry: '750000',
      CompanySize: 'sme',
      IsDecisionMaker: true,
      RequestedProviderIds: [42],
    });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('asks a visitor for name, e-mail and phone after the company step, with no password', async () => {
    saveDraft('company', filledValues());
    renderFlow({ locale: 'en' });
    await waitFor(() => expect(currentStep()).toBe('company'));
    expect(screen.getByTestId('brief-progress').textContent).toBe('Step 4 of 5');
    next();
    await waitFor(() => expect(currentStep()).toBe('account'));
    expect(screen.getByTestId('brief-progress').textContent).toBe('Step 5 of 5');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^First name/ })),
    );
    expect(briefPosts()).toEqual([]);
  });

  it('puts an API error on its field, on that field’s step, keeping every answer', async () => {
    offerAnswer = () =>
      envelopeResponse(400, null, {
        Message: 'Lütfen işaretli alanları doldurun.',
        ErrorCode: 'VALIDATION_FAILED',
        Errors: { CompanyName: 'En fazla 120 karakter girin.' },
      });
    saveDraft('company', filledValues({ CompanyName: 'Moda Kahve' }));
    renderFlow({ user: sessionUserFixture() });
    await waitFor(() => expect(currentStep()).toBe('company'));
    next();
    await waitFor(() => expect(briefPosts()).toHaveLength(1));
    expect(currentStep()).toBe('company');
    expect(await screen.findByText('En fazla 120 karakter girin.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Şirket adı/ }) as HTMLInputElement).value).toBe(
      'Moda Kahve',
    );
    expect(loadDraft()?.values.Description).toBe(LONG_DESCRIPTION);
  });

  it('refuses a file over 10 MB in the browser', async () => {
    saveDraft('project', filledValues());
    const { container } = renderFlow({ user: sessionUserFixture() });
    await waitFor(() => expect(currentStep()).toBe('project'));
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'sunum.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByText(/Bu dosya türü kabul edilmiyor/)).toBeTruthy();
  });

  it('tells a signed-in agency that it cannot create briefs', async () => {
    renderFlow({ user: sessionUserFixture({ IsClient: false, IsProvider: true, userType: 'provider' }) });
    expect(await screen.findByTestId('brief-provider-notice')).toBeTruthy();
    expect(screen.getByText('Ajans hesabıyla proje oluşturulamaz')).toBeTruthy();
    expect(screen.queryByTestId('brief-categories')).toBeNull();
  });
});
