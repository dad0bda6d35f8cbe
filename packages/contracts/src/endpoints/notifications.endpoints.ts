import { z } from 'zod';
import {
  ZChannelTestResult,
  ZNotificationChannel,
  ZNotificationChannelInput,
} from '../notification-channels.ts';
import { ZNotification, ZNotificationList, ZNotificationQuery } from '../notifications.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** In-app notifications, e-mail unsubscribe and the agency's notification channels. */
export const notificationsEndpoints = {
  getNotification: defineEndpoint({
    method: 'GET',
    path: '/Notification',
    query: ZNotificationQuery,
    response: ZNotificationList,
    auth: 'required',
  }),
  putNotificationReadAll: defineEndpoint({
    method: 'PUT',
    path: '/Notification/read-all',
    response: z.object({ UnreadCount: z.number().int() }),
    auth: 'required',
  }),
  putNotificationRead: defineEndpoint({
    method: 'PUT',
    path: '/Notification/:id/read',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: ZNotification,
    auth: 'required',
  }),
  postNotificationUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/Notification/unsubscribe',
    query: z.object({ Token: z.string().min(3).max(200).optional() }),
    body: z
      .object({ Token: z.string().min(3).max(200).optional() })
      .passthrough()
      .optional(),
    response: z.object({ Email: z.string() }),
  }),
  getNotificationChannel: defineEndpoint({
    method: 'GET',
    path: '/NotificationChannel',
    response: z.array(ZNotificationChannel),
    auth: 'required',
  }),
  postNotificationChannel: defineEndpoint({
    method: 'POST',
    path: '/NotificationChannel',
    body: ZNotificationChannelInput,
    response: ZNotificationChannel,
    auth: 'required',
  }),
  putNotificationChannelById: defineEndpoint({
    method: 'PUT',
    path: '/NotificationChannel/:id',
    params: ZIdParams,
    body: ZNotificationChannelInput,
    response: ZNotificationChannel,
    auth: 'required',
  }),
  deleteNotificationChannelById: defineEndpoint({
    method: 'DELETE',
    path: '/NotificationChannel/:id',
    params: ZIdParams,
    response: z.object({ Id: z.number().int() }),
    auth: 'required',
  }),
  postNotificationChannelTest: defineEndpoint({
    method: 'POST',
    path: '/NotificationChannel/:id/test',
    params: ZIdParams,
    response: ZChannelTestResult,
    auth: 'required',
  }),
};
