import type { TPaymentView } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { getPayment } from '../../features/payments/api/payments-api.ts';
import { PaymentResult } from '../../features/payments/components/payment-result.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/payment-result';

/** `?payment=<id>` names the payment (the bank's return and the pop-up redirect here). */
export async function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('payment');
  const payment: TPaymentView | null = id
    ? await getPayment(requestInfo(request).api, id).catch(() => null)
    : null;
  return { id, payment };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('payments.result.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /payment-result and /transaction-result: what happened to a card payment, and the next step. */
export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PaymentResult id={loaderData.id} initial={loaderData.payment} />
    </Container>
  );
}
