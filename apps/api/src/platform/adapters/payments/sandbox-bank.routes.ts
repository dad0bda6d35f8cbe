import { randomBytes } from 'node:crypto';
import { formatKurus } from '@brifa/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TSandboxBank } from './sandbox-provider.ts';

/**
 * The sandbox bank's 3-D Secure page (PAYMENT_PROVIDER=sandbox only): a plain page with the one-time code
 * printed on it, as a test bank would send it by SMS. Submitting the code answers a page that posts the
 * `TThreeDsCallback` fields to the merchant's callback URL (the payment's), as a bank's ACS does.
 */
export function sandboxBankRoutes(bank: TSandboxBank) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get<{ Params: { id: string } }>(
      '/sandbox-bank/3ds/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const session = bank.session(request.params.id);
        if (!session)
          return page(
            reply,
            404,
            '',
            `<p>${both('Bu doğrulama oturumu bulunamadı veya süresi doldu.', 'This verification session was not found or has expired.')}</p>`,
          );
        const action = `/sandbox-bank/3ds/${encodeURIComponent(request.params.id)}`;
        return page(
          reply,
          200,
          '',
          `<p class="test">TEST BANK — Test ödemesi / Test payment</p>
<h1>3-D Secure</h1>
<p>${both('İşyeri', 'Merchant')}: <strong>${escapeHtml(session.merchant)}</strong></p>
<p>${both('Tutar', 'Amount')}: <strong>${escapeHtml(formatKurus(session.amountKurus, 'tr', { cents: true }))}</strong></p>
<p>${both('Kart', 'Card')}: <strong>•••• ${escapeHtml(session.lastFour)}</strong></p>
<p>${both('Tek kullanımlık kodunuz (SMS yerine burada)', 'Your one-time code (shown here instead of an SMS)')}: <strong id="otp" data-testid="sandbox-otp">${escapeHtml(session.code)}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<label for="code">${both('Doğrulama kodu', 'Verification code')}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit">${both('Onayla', 'Confirm')}</button>
</form>`,
        );
      },
    );

    app.post<{ Params: { id: string }; Body: { code?: string } }>(
      '/sandbox-bank/3ds/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const answer = bank.submit(request.params.id, String(request.body?.code ?? ''));
        if (!answer)
          return page(
            reply,
            404,
            '',
            `<p>${both('Bu doğrulama oturumu bulunamadı veya süresi doldu.', 'This verification session was not found or has expired.')}</p>`,
          );
        const nonce = randomBytes(16).toString('base64');
        const inputs = Object.entries(answer.fields)
          .filter(([, value]) => value !== undefined)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
          )
          .join('');
        return page(
          reply,
          200,
          nonce,
          `<p>${both('İşyerine yönlendiriliyorsunuz…', 'Returning to the merchant…')}</p>
<form id="back" method="post" action="${escapeHtml(answer.callbackUrl)}">${inputs}<button type="submit">${both('Devam', 'Continue')}</button></form>
<script nonce="${nonce}">document.getElementById('back').submit();</script>`,
          originOf(answer.callbackUrl),
        );
      },
    );
  };
}

function both(tr: string, en: string): string {
  return `<span lang="tr">${tr}</span> / <span lang="en">${en}</span>`;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );
}

function page(reply: FastifyReply, status: number, nonce: string, body: string, formOrigin = '') {
  const scripts = nonce ? `'nonce-${nonce}'` : "'none'";
  reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src ${scripts}; form-action 'self' ${formOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure — Test</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}.test{background:#fff3bf;padding:.5rem;border-radius:4px}label{display:block;margin:.75rem 0 .25rem}input{font-size:1.25rem;padding:.4rem;width:10rem}button{margin-top:1rem;font-size:1rem;padding:.5rem 1rem;background:#1864ab;color:#fff;border:0;border-radius:4px}</style></head><body>${body}</body></html>`;
}
