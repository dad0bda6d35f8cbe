import type { TNotificationChannel } from '@brifa/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { ChannelsPanel } from './components/channels-panel.tsx';

const CHANNEL: TNotificationChannel = {
  Id: 4,
  Title: 'Satış ekibi',
  Platform: 'slack',
  Url: 'https://hooks.slack.com/services/T000/B000/XXXX',
  CreatedAt: '2026-11-20T09:00:00.000Z',
  LastDelivery: { State: 'none', At: null, Error: null },
};

let testAnswers: Response[];
beforeEach(() => {
  testAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) =>
      String(url).endsWith('/test') && init?.method === 'POST'
        ? (testAnswers.shift() ?? envelopeResponse(500, null))
        : envelopeResponse(200, [CHANNEL]),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"send a test" on a chat channel (issue 16: no visible feedback)', () => {
  it('shows under the channel that the test was not delivered, with the HTTP status and the error', async () => {
    testAnswers.push(envelopeResponse(200, { Delivered: false, Status: 404, Error: 'channel_not_found' }));
    renderApp(<ChannelsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Test gönder' }));
    const result = await screen.findByTestId('channel-test-result');
    expect(result.getAttribute('role')).toBe('status');
    expect(result.getAttribute('data-delivered')).toBe('false');
    expect(result.textContent).toContain('Test mesajı “Satış ekibi” kanalına iletilemedi.');
    expect(result.textContent).toContain('HTTP 404');
    expect(result.textContent).toContain('channel_not_found');
    expect(within(screen.getByTestId('channel-item')).getByTestId('channel-test-result')).toBe(result);
  });

  it('shows delivered with the status in English, and replaces the previous answer on a new test', async () => {
    testAnswers.push(
      envelopeResponse(200, { Delivered: false, Status: null, Error: 'connect ETIMEDOUT' }),
      envelopeResponse(200, { Delivered: true, Status: 200, Error: null }),
    );
    renderApp(<ChannelsPanel />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Send a test' });
    fireEvent.click(button);
    expect((await screen.findByTestId('channel-test-result')).textContent).toContain(
      'The platform did not answer.',
    );
    fireEvent.click(button);
    const delivered = await screen.findByText('The test message was delivered to “Satış ekibi”.');
    const result = screen.getByTestId('channel-test-result');
    expect(result.contains(delivered)).toBe(true);
    expect(result.textContent).toContain('HTTP 200');
    expect(result.textContent).not.toContain('ETIMEDOUT');
  });

  it('says so when the call itself fails', async () => {
    renderApp(<ChannelsPanel />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test' }));
    const result = await screen.findByTestId('channel-test-result');
    expect(result.textContent?.trim().length).toBeGreaterThan(0);
    expect(result.getAttribute('role')).toBe('status');
  });
});
