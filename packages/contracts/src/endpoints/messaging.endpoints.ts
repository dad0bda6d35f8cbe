import { z } from 'zod';
import {
  ZConversation,
  ZConversationList,
  ZMessageDetail,
  ZMessageDetailList,
  ZMessageDetailQuery,
  ZMessageListQuery,
  ZSendMessage,
  ZStartConversation,
} from '../messaging.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Conversations between a brief's client and its matched agencies. */
export const messagingEndpoints = {
  getMessage: defineEndpoint({
    method: 'GET',
    path: '/Message',
    query: ZMessageListQuery,
    response: ZConversationList,
    auth: 'required',
  }),
  postMessage: defineEndpoint({
    method: 'POST',
    path: '/Message',
    body: ZStartConversation,
    response: ZConversation,
    auth: 'required',
  }),
  getMessageDetailById: defineEndpoint({
    method: 'GET',
    path: '/MessageDetail/:id',
    params: ZIdParams,
    query: ZMessageDetailQuery,
    response: ZMessageDetailList,
    auth: 'required',
  }),
  postMessageDetail: defineEndpoint({
    method: 'POST',
    path: '/MessageDetail',
    body: ZSendMessage,
    unchecked: ['body'],
    form: true,
    response: ZMessageDetail,
    auth: 'required',
  }),
  getMessageById: defineEndpoint({
    method: 'GET',
    path: '/Message/:id',
    prefix: '/api/v1.1',
    params: ZIdParams,
    response: ZConversation,
    auth: 'required',
  }),
};
