import { z } from 'zod';
import {
  ZBasketItemPage,
  ZBasketItemsQuery,
  ZCreditCard,
  ZCreditCardBody,
  ZCreditCardIdParams,
  ZCreditCardList,
  ZPaymentConfig,
  ZPaymentIdParams,
  ZPaymentInit,
  ZPaymentInitBody,
  ZPaymentStartBody,
  ZPaymentView,
  ZTransactionPage,
  ZTransactionsQuery,
} from '../billing/payments.ts';
import { ZIdempotencyHeaders } from '../headers.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Card payments, saved cards, transactions and what can be bought (issue 18, rules.md §7 Payments). */
export const billingPaymentsEndpoints = {
  getPaymentConfig: defineEndpoint({
    method: 'GET',
    path: '/Payment/config',
    response: ZPaymentConfig,
    auth: 'none',
  }),
  postPaymentInit: defineEndpoint({
    method: 'POST',
    path: '/Payment/init',
    body: ZPaymentInitBody,
    response: ZPaymentInit,
    auth: 'required',
  }),
  postPaymentStart: defineEndpoint({
    method: 'POST',
    path: '/Payment/start',
    headers: ZIdempotencyHeaders,
    body: ZPaymentStartBody,
    response: ZPaymentView,
    auth: 'required',
  }),
  getPayment: defineEndpoint({
    method: 'GET',
    path: '/Payment/:id',
    params: ZPaymentIdParams,
    response: ZPaymentView,
    auth: 'required',
  }),
  getBasketItemPage: defineEndpoint({
    method: 'GET',
    path: '/BasketItem/page',
    query: ZBasketItemsQuery,
    response: ZBasketItemPage,
    auth: 'required',
  }),
  getCreditCard: defineEndpoint({
    method: 'GET',
    path: '/CreditCard',
    response: ZCreditCardList,
    auth: 'required',
  }),
  postCreditCard: defineEndpoint({
    method: 'POST',
    path: '/CreditCard',
    body: ZCreditCardBody,
    response: ZCreditCard,
    status: 201,
    auth: 'required',
  }),
  deleteCreditCard: defineEndpoint({
    method: 'DELETE',
    path: '/CreditCard/:id',
    params: ZCreditCardIdParams,
    response: z.object({ Id: z.number().int() }),
    auth: 'required',
  }),
  getTransactionPage: defineEndpoint({
    method: 'GET',
    path: '/Transaction/page',
    query: ZTransactionsQuery,
    response: ZTransactionPage,
    auth: 'required',
  }),
};
