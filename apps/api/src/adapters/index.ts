import path from 'node:path';
import type { TConfig } from '../config.ts';
import { createSmtpTransport, type TEmailTransport } from './email/email.ts';
import { createOpenAiCompatibleAdvisor, type TBriefAdvisor } from './llm/llm.ts';
import { createHttpSmsTransport, type TSmsTransport } from './sms/sms.ts';
import { createLocalStorage, type TStorage } from './storage/storage.ts';

export type TAdapters = {
  email: TEmailTransport | undefined;
  sms: TSmsTransport | undefined;
  storage: TStorage;
  /** Brief suggestions from a language model, when `LLM_BASE_URL` is set. */
  briefAdvisor: TBriefAdvisor | undefined;
};

/** Real providers where configured; otherwise messages stay in the outbox and files on local disk. */
export function createAdapters(config: TConfig): TAdapters {
  return {
    email: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms: config.SMS_HTTP_URL
      ? createHttpSmsTransport({
          url: config.SMS_HTTP_URL,
          sender: config.SMS_SENDER,
          ...(config.SMS_HTTP_TOKEN ? { token: config.SMS_HTTP_TOKEN } : {}),
        })
      : undefined,
    storage: createLocalStorage(config.UPLOADS_DIR ?? path.resolve(config.DATA_DIR, 'uploads')),
    briefAdvisor: config.LLM_BASE_URL
      ? createOpenAiCompatibleAdvisor({
          baseUrl: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
        })
      : undefined,
  };
}
