import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.ts';

/** A card the sandbox charges at once (no 3-D step). */
export const SANDBOX_SUCCESS_CARD = '5528790000000008';
let keyCounter = 0;

/** Buys one basket item by card at the price Payment/init shows; answers the payment's public id (or null). */
export async function buyByCard(
  app: FastifyInstance,
  token: string,
  itemId: string,
  type = 'package',
): Promise<string | null> {
  const priced = await app.inject({
    method: 'POST',
    url: '/api/v1/Payment/init',
    headers: bearer(token),
    payload: { BasketItems: [{ Id: itemId }] },
  });
  if (priced.statusCode !== 200) return null;
  const gross = priced.json().Data.GrossPrice as number;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `buy-${Date.now()}-${++keyCounter}` },
    payload: {
      Type: type,
      BasketItems: [{ Id: itemId }],
      GrossPrice: gross,
      PaidPrice: gross,
      Installment: 1,
      ForceThreeD: false,
      Card: {
        HolderName: 'Mert Kaya',
        Number: SANDBOX_SUCCESS_CARD,
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
  return res.statusCode === 200 ? (res.json().Data.Id as string) : null;
}
