import type {
  TBusinessOpportunity,
  TOpportunityDetail,
  TProviderOpportunity,
  TProviderOpportunityList,
} from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { BusinessOpportunityView } from './components/business-opportunity-view.tsx';
import { OpportunityDetailView } from './components/opportunity-detail-view.tsx';
import { OpportunityListView } from './components/opportunity-list-view.tsx';
import { OpportunityShell } from './components/opportunity-shell.tsx';
import { ProviderFeedbackForm } from './components/provider-feedback-form.tsx';
import { QuoteView } from './components/quote-form.tsx';

const KEY = 'k3y-abcdef12';
const MINUTE = 60_000;

function opportunity(overrides: Partial<TProviderOpportunity> = {}): TProviderOpportunity {
  return {
    Id: 21,
    Source: 'engine',
    Status: 'waiting',
    AgencyState: 'open',
    Folder: 'new',
    MatchedAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
    // 5 h 23 min (less a few seconds) left of the 24 hours.
    RespondBy: new Date(Date.now() + (5 * 60 + 23) * MINUTE - 10_000).toISOString(),
    HasAccess: false,
    AccessSource: null,
    Brief: {
      OfferKey: KEY,
      CategoryId: 3,
      CategoryName: 'Mobil Uygulama Geliştirme',
      SectorId: 8,
      SectorName: 'Gıda',
      CityName: 'İstanbul',
      BudgetTry: 750000,
      StartDate: null,
      Summary: 'Sipariş ve sadakat uygulaması istiyoruz.',
      CompanySize: 'sme',
      CreatedAt: '2026-11-23T09:00:00.000Z',
    },
    Quote: null,
    ...overrides,
  };
}

const second = opportunity({
  Id: 22,
  Status: 'responded',
  AgencyState: 'agreed_with_another',
  Folder: 'follow',
  HasAccess: true,
  AccessSource: 'wallet',
  Brief: { ...opportunity().Brief, OfferKey: 'other-key-1', CategoryName: 'SEO', BudgetTry: null },
});
const third = opportunity({
  Id: 23,
  RespondBy: new Date(Date.now() - MINUTE).toISOString(),
  Brief: { ...opportunity().Brief, OfferKey: 'other-key-2', CategoryName: 'Web Tasarım' },
});

function list(items: TProviderOpportunity[]): TProviderOpportunityList {
  return {
    Items: items,
    TotalCount: items.length,
    PageIndex: 0,
    PageSize: 10,
    Counts: {
      new: 2,
      not_reviewed: 0,
      reviewed: 0,
      contacted: 0,
      not_interested: 0,
      follow: 1,
      won: 0,
      all: 3,
      quoted: 0,
    },
  };
}

function detail(overrides: Partial<TOpportunityDetail> = {}): TOpportunityDetail {
  return {
    Match: opportunity({ Folder: 'not_reviewed' }),
    Reasons: [{ Code: 'category', Label: 'Mobil uygulama geliştirme yapıyorsunuz' }],
    Brief: {
      ...opportunity().Brief,
      Description: 'Restoran zincirimiz için sipariş uygulaması.',
      Answers: [{ Question: 'Hangi platformlar?', Answer: 'iOS, Android' }],
      DistrictName: 'Kadıköy',
      EmployeeCount: '51-200',
      AudienceType: 'b2c',
      GeoScope: 'national',
      BusinessType: 'retail',
      Turnover: null,
      IsTender: false,
      IsDecisionMaker: true,
      ContactPreference: 'phone',
      AvailableTime: 'afternoon',
      HasFile: true,
    },
    Client: null,
    Access: {
      HasAccess: false,
      Source: null,
      FeeKurus: 150000,
      BalanceKurus: 420000,
      Subscribed: false,
      UnlockedCount: 2,
      UnlockLimit: 5,
      Block: null,
    },
    Feedback: null,
    TightenOptions: [],
    PoolContactsLeft: null,
    ...overrides,
  };
}

// Mantine's autosizing textarea listens to font loading, which jsdom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });

function catalogue(url: URL): Response | null {
  if (url.pathname === '/api/v1/Category') return envelopeResponse(200, []);
  if (url.pathname === '/api/v1/Sector') return envelopeResponse(200, []);
  return null;
}

describe('opportunities list', () => {
  it('shows the folders with counts, the state labels and the live countdown (Turkish)', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/MatchedProvider/by-provider') {
        return envelopeResponse(200, list([opportunity(), second, third]));
      }
      return catalogue(url) ?? envelopeResponse(404, null);
    });
    renderApp(<OpportunityListView mode="opportunities" />);
    const cards = await screen.findAllByTestId('opportunity-card');
    expect(cards).toHaveLength(3);
    const chips = within(screen.getByTestId('folder-chips'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(chips).toEqual([
      'Yeni2',
      'İncelenmedi0',
      'İncelendi0',
      'İletişime geçildi0',
      'İlgilenmiyorum0',
      'Takip listesi1',
      'Kazanılan0',
      'Tümü3',
    ]);
    expect(within(cards[0]!).getByTestId('state-badge').textContent).toBe('Onay bekliyor');
    expect(within(cards[0]!).getByTestId('respond-countdown').textContent).toBe('05:23 kaldı');
    expect(within(cards[0]!).getByText(/₺750\.000/)).toBeTruthy();
    expect(within(cards[1]!).getByTestId('state-badge').textContent).toBe('Başka ajansla anlaşıldı');
    expect(within(cards[1]!).queryByTestId('respond-countdown')).toBeNull();
    expect(within(cards[1]!).getByText(/Bütçe belirtilmedi/)).toBeTruthy();
    expect(within(cards[2]!).getByTestId('respond-countdown').textContent).toBe('Süre doldu');
    expect(calls()).toContain('GET /api/v1/MatchedProvider/by-provider?PageIndex=0&PageSize=10&Type=all');
  });

  it('speaks English, reads the folder from the URL and moves a card to a folder', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/MatchedProvider/by-provider')
        return envelopeResponse(200, list([opportunity()]));
      if (url.pathname === '/api/v1/MatchedProviderFolder' && init?.method === 'POST') {
        return envelopeResponse(200, opportunity({ Folder: 'follow' }));
      }
      return catalogue(url) ?? envelopeResponse(404, null);
    });
    renderApp(<OpportunityListView mode="opportunities" />, { locale: 'en', path: '/screen?folder=new' });
    const card = await screen.findByTestId('opportunity-card');
    expect(within(card).getByTestId('state-badge').textContent).toBe('Waiting approval');
    expect(within(card).getByTestId('respond-countdown').textContent).toBe('05:23 left');
    expect(screen.getByRole('link', { name: /New/, current: 'page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Follow list/ })).toBeTruthy();
    expect(calls()).toContain('GET /api/v1/MatchedProvider/by-provider?PageIndex=0&PageSize=10&Type=new');

    fireEvent.click(within(card).getByRole('button', { name: /move to folder/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Follow list' }));
    await waitFor(() => expect(calls()).toContain('POST /api/v1/MatchedProviderFolder'));
    const body = fetchMock.mock.calls.find(([input]) => String(input).endsWith('MatchedProviderFolder'))?.[1]
      ?.body;
    expect(JSON.parse(String(body))).toEqual({ MatchedProviderId: 21, Folder: 'follow' });
  });

  it('asks the API for quoted opportunities on "My quotes" and pool ones on "Matched pool offers"', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/MatchedProvider/by-provider') return envelopeResponse(200, list([]));
      return catalogue(url) ?? envelopeResponse(404, null);
    });
    renderApp(<OpportunityListView mode="quotes" />);
    expect(await screen.findByTestId('opportunities-none')).toBeTruthy();
    cleanup();
    renderApp(<OpportunityListView mode="matchedPool" />, { path: '/screen?q=uygulama&category=3' });
    expect(await screen.findByTestId('opportunities-none')).toBeTruthy();
    expect(calls()).toContain('GET /api/v1/MatchedProvider/by-provider?PageIndex=0&PageSize=10&Type=quoted');
    expect(calls()).toContain(
      'GET /api/v1/MatchedProvider/by-provider?PageIndex=0&PageSize=10&Type=all&Search=uygulama&CategoryId=3&HasPool=true',
    );
  });
});

describe('opportunity detail', () => {
  it('hides the client without access and confirms the payment with the fee, balance and counter', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === `/api/v1/offer/${KEY}/for-provider`) return envelopeResponse(200, detail());
      if (url.pathname === '/api/v1/MatchedProvider/21/payment') {
        return envelopeResponse(200, {
          ...detail(),
          Client: {
            FullName: 'Ayşe Yılmaz',
            CompanyName: 'Deniz Gıda A.Ş.',
            Email: 'ayse@example.com',
            Phone: '+90 532 123 45 67',
            FileName: 'brif.pdf',
          },
          Access: { ...detail().Access, HasAccess: true, Source: 'wallet', UnlockedCount: 3 },
        });
      }
      return envelopeResponse(404, null);
    });
    renderApp(
      <OpportunityShell offerKey={KEY} page="detail">
        {(data) => <OpportunityDetailView detail={data} />}
      </OpportunityShell>,
    );
    const client = await screen.findByTestId('client-card');
    expect(within(client).getAllByTestId('client-locked')).toHaveLength(5);
    expect(screen.queryByText('Ayşe Yılmaz')).toBeNull();
    expect(screen.getByTestId('unlock-counter').textContent).toBe('5 ajanstan 2 tanesi bilgileri açtı');
    expect(screen.getByText('Hangi platformlar?')).toBeTruthy();
    expect(screen.getByText('Mobil uygulama geliştirme yapıyorsunuz')).toBeTruthy();
    // The project's messages page is one of its pages.
    expect(
      within(screen.getByTestId('opportunity-nav'))
        .getByRole('link', { name: 'Mesajlar' })
        .getAttribute('href'),
    ).toMatch(/\/provider\/projects\/.+\/connection$/);

    fireEvent.click(screen.getByTestId('pay-button'));
    const dialog = await screen.findByTestId('pay-dialog');
    expect(within(dialog).getAllByText('₺1.500').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('₺4.200')).toBeTruthy();
    expect(within(dialog).getByText('5 ajanstan 2 tanesi bilgileri açtı')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '₺1.500 öde' }));

    expect(await screen.findByText('Ayşe Yılmaz')).toBeTruthy();
    expect(screen.getByText('ayse@example.com')).toBeTruthy();
    expect(screen.getByTestId('client-file').textContent).toContain('brif.pdf');
    const payment = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/payment'));
    expect(JSON.parse(String(payment?.[1]?.body)).IdempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('shows the API message and the top-up link when the wallet is short', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === `/api/v1/offer/${KEY}/for-provider`) return envelopeResponse(200, detail());
      if (url.pathname === '/api/v1/MatchedProvider/21/payment') {
        return envelopeResponse(402, null, {
          ErrorCode: 'WALLET_INSUFFICIENT',
          Message: 'Your wallet balance is not enough to access this project. Please top up your wallet.',
        });
      }
      return envelopeResponse(404, null);
    });
    renderApp(
      <OpportunityShell offerKey={KEY} page="detail">
        {(data) => <OpportunityDetailView detail={data} />}
      </OpportunityShell>,
      { locale: 'en' },
    );
    fireEvent.click(await screen.findByTestId('pay-button'));
    expect(
      await screen.findByText('2 of 5 agencies unlocked', { selector: '[data-testid="pay-dialog"] *' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₺1,500' }));
    const alert = await screen.findByTestId('access-error');
    expect(within(alert).getByText(/Please top up your wallet/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
      '/premium/wallet-transactions',
    );
    expect(screen.getAllByTestId('client-locked')).toHaveLength(5);
  });

  it('says a subscription covers the category when access came with it', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(404, null));
    renderApp(
      <OpportunityDetailView
        detail={detail({
          Access: { ...detail().Access, HasAccess: true, Source: 'subscription', Subscribed: true },
          Client: {
            FullName: 'Ayşe Yılmaz',
            CompanyName: 'Deniz',
            Email: 'a@b.co',
            Phone: '1',
            FileName: null,
          },
        })}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText(/Your subscription covers this category/)).toBeTruthy();
    expect(screen.queryByTestId('pay-button')).toBeNull();
  });
});

describe('quote form', () => {
  const withAccess = () => detail({ Access: { ...detail().Access, HasAccess: true, Source: 'wallet' } });

  it('rejects an amount that is not digits with the shared message and sends nothing', async () => {
    renderApp(<QuoteView detail={withAccess()} />);
    fireEvent.change(screen.getByLabelText(/Teklif tutarı/), { target: { value: '12.500 TL' } });
    fireEvent.change(screen.getByLabelText(/Teslim süresi/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/Müşteriye mesajınız/), {
      target: { value: 'Deneyimli ekibimizle altı haftada teslim ederiz.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Teklifi gönder' }));
    expect(await screen.findByText('Yalnızca rakam girin.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a pricing model and line items, and refuses lines that do not add up to the amount', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, withAccess()));
    renderApp(<QuoteView detail={withAccess()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Aylık ücret' }));
    expect(screen.getByText('Yalnızca rakam; KDV hariç aylık tutar.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Teklif tutarı/), { target: { value: '30000' } });
    fireEvent.change(screen.getByLabelText(/Teslim süresi/), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText(/Müşteriye mesajınız/), {
      target: { value: 'Altı ay boyunca aylık ücretle çalışan bir ekip.' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Kalem ekle/ }));
    fireEvent.click(screen.getByRole('button', { name: /Kalem ekle/ }));
    fireEvent.change(screen.getByLabelText('1. kalem'), { target: { value: 'İçerik üretimi' } });
    fireEvent.change(screen.getByLabelText(/1\. kalemin tutarı/), { target: { value: '20.000' } });
    fireEvent.change(screen.getByLabelText('2. kalem'), { target: { value: 'Reklam yönetimi' } });
    fireEvent.change(screen.getByLabelText(/2\. kalemin tutarı/), { target: { value: '5000' } });
    expect(screen.getByTestId('quote-lines-sum').textContent).toBe(
      'Kalemlerin toplamı ₺25.000 / teklif ₺30.000',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Teklifi gönder' }));
    expect((await screen.findByTestId('quote-lines-error')).textContent).toBe(
      'Kalemlerin toplamı teklif tutarına eşit olmalı.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/2\. kalemin tutarı/), { target: { value: '10000' } });
    expect(screen.queryByTestId('quote-lines-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Teklifi gönder' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/v1/MatchedProvider/21/quote'));
    const body = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/quote'))?.[1]?.body;
    expect(JSON.parse(String(body))).toMatchObject({
      AmountTry: '30000',
      PricingModel: 'monthly',
      Lines: [
        { Title: 'İçerik üretimi', AmountTry: '20000' },
        { Title: 'Reklam yönetimi', AmountTry: '10000' },
      ],
    });
  });

  it('sends the quote and shows it; without access it links to the detail to unlock', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/MatchedProvider/21/quote') {
        return envelopeResponse(200, {
          ...withAccess(),
          Match: opportunity({
            Quote: {
              AmountKurus: 1250000,
              Currency: 'TRY',
              PricingModel: 'fixed',
              Lines: [],
              DurationDays: 30,
              Message: 'Deneyimli ekibimizle altı haftada teslim ederiz.',
              FileName: null,
              SentAt: '2026-11-23T10:00:00.000Z',
              UpdatedAt: '2026-11-23T10:00:00.000Z',
            },
          }),
        });
      }
      return envelopeResponse(404, null);
    });
    renderApp(<QuoteView detail={withAccess()} />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText(/Quote amount/), { target: { value: '12500' } });
    fireEvent.change(screen.getByLabelText(/Delivery time/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/Your message/), {
      target: { value: 'Deneyimli ekibimizle altı haftada teslim ederiz.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/v1/MatchedProvider/21/quote'));
    const body = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/quote'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      AmountTry: '12500',
      PricingModel: 'fixed',
      Lines: [],
      DurationDays: '30',
      Message: 'Deneyimli ekibimizle altı haftada teslim ederiz.',
    });
    cleanup();
    renderApp(<QuoteView detail={detail()} />, { locale: 'en' });
    expect(screen.getByTestId('quote-needs-access')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Unlock the client's details" }).getAttribute('href')).toBe(
      `/provider/projects/${KEY}/detail`,
    );
  });
});

describe('agency feedback', () => {
  it('offers the brief’s traits for "do not send such requests" and sends the confirmed ones', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(
        200,
        detail({
          Feedback: {
            Sentiment: 'negative',
            Code: 'do_not_send_such',
            Note: '',
            UpdatedAt: '2026-11-24T10:00:00.000Z',
          },
        }),
      ),
    );
    renderApp(
      <ProviderFeedbackForm
        detail={detail({
          TightenOptions: [
            { Field: 'AudienceType', Value: 'b2c' },
            { Field: 'BudgetDefinedOnly', Value: 'true' },
            { Field: 'Industry', Value: '8' },
          ],
        })}
      />,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByLabelText('Do not send such requests'));
    fireEvent.click(await screen.findByLabelText('Briefs with a B2C (consumers) audience'));
    expect(screen.getByLabelText('Briefs from the Gıda sector')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    // The change to the preferences needs an explicit confirmation.
    expect(await screen.findByText('Tick the confirmation to change your preferences.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/I confirm: don't send me briefs like this: Briefs with a B2C/));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/v1/MatchedProvider/21/feedback'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      Sentiment: 'negative',
      Code: 'do_not_send_such',
      Note: '',
      Tighten: ['AudienceType'],
    });
  });
});

describe('business opportunity landing', () => {
  const invitation: TBusinessOpportunity = {
    Key: 'inv-123456',
    Status: 'sent',
    Email: 'hello@studio.com',
    CompanyName: 'Studio & Co',
    Brief: opportunity().Brief,
    IsOpen: true,
  };

  it('links to the agency registration with e-mail and company, and records a decline', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/BusinessOpportunity/inv-123456/decline' && init?.method === 'POST') {
        return envelopeResponse(200, { ...invitation, Status: 'declined' });
      }
      if (url.pathname === '/api/v1/BusinessOpportunity/inv-123456') return envelopeResponse(200, invitation);
      return envelopeResponse(404, null);
    });
    renderApp(<BusinessOpportunityView invitationKey="inv-123456" />);
    const join = await screen.findByTestId('invitation-join');
    expect(join.getAttribute('href')).toBe('/ajans-kayit-ol?email=hello%40studio.com&company=Studio+%26+Co');
    fireEvent.click(screen.getByRole('button', { name: 'Fırsatı reddet' }));
    expect(await screen.findByText('Bu alan zorunludur.')).toBeTruthy();
    expect(calls()).not.toContain('POST /api/v1/BusinessOpportunity/inv-123456/decline');
  });
});
