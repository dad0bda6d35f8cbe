import path from 'node:path';
import { BACKLINK_FETCH_TIMEOUT_MS, BACKLINK_MAX_REDIRECTS, BACKLINK_PAGE_MAX_BYTES } from '@brifa/contracts';
import type { TClock } from '../clock.ts';
import type { TConfig } from '../config.ts';
import { listSetting } from '../config.ts';
import { createHttpBureau, createSandboxBureau, type TCreditBureau } from './credit-bureau/credit-bureau.ts';
import { createHttpEInvoice, createOutboxEInvoice, type TEInvoiceIntegrator } from './e-invoice/e-invoice.ts';
import { createSmtpTransport, type TEmailTransport } from './email/email.ts';
import { createHttpJobPartner, createOutboxJobPartner, type TJobPartner } from './job-partner/job-partner.ts';
import { createOpenAiCompatibleReader, type TBriefReader } from './llm/brief-reader.ts';
import { createOpenAiCompatibleAdvisor, type TBriefAdvisor } from './llm/llm.ts';
import { createPaymentProvider, type TPaymentProvider } from './payments/index.ts';
import { createHttpSmsTransport, type TSmsTransport } from './sms/sms.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { createLocalStorage, type TStorage } from './storage/storage.ts';
import { createPageFetcher, type TPageFetcher } from './webhooks/page-fetcher.ts';
import { createWebhookSender, type TWebhookSender } from './webhooks/webhook-sender.ts';

export type TAdapters = {
  email: TEmailTransport | undefined;
  sms: TSmsTransport | undefined;
  /** WhatsApp notices: the same {to, text} gateway shape as SMS, at its own address. */
  whatsapp: TSmsTransport | undefined;
  storage: TStorage;
  /** Brief suggestions from a language model, when `LLM_BASE_URL` is set. */
  briefAdvisor: TBriefAdvisor | undefined;
  /** The brief assistant's reading of free text, when `LLM_BASE_URL` is set (else the guided interview alone). */
  briefReader: TBriefReader | undefined;
  /** Chat-channel and operator webhooks: public addresses only, except the operator's own settings. */
  webhook: TWebhookSender;
  /** The e-Arşiv/e-Fatura integrator: the outbox (default) or a JSON POST to E_INVOICE_URL. */
  eInvoice: TEInvoiceIntegrator;
  /** The partner job site (issue 21): the outbox (default) or a JSON POST to JOB_PARTNER_URL. */
  jobPartner: TJobPartner;
  /** The card payment provider (PAYMENT_PROVIDER): the in-process sandbox bank by default, or iyzico. */
  payments: TPaymentProvider;
  /** Pages agencies name for their badge link (issue 21): the same outbound rules as webhooks. */
  pageFetcher: TPageFetcher;
  /** The credit bureau (CREDIT_BUREAU): the sandbox by default, or HTTP. */
  creditBureau: TCreditBureau;
};

/**
 * Real providers where configured; otherwise messages stay in the outbox and files on local disk. The clock is
 * the app's: the sandbox bank dates its records by it, as a real bank's agree with our servers' time.
 */
export function createAdapters(config: TConfig, clock?: TClock): TAdapters {
  const llm = config.LLM_BASE_URL
    ? {
        baseUrl: config.LLM_BASE_URL,
        model: config.LLM_MODEL,
        ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
      }
    : undefined;
  return {
    email: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms: config.SMS_HTTP_URL
      ? createHttpSmsTransport({
          url: config.SMS_HTTP_URL,
          sender: config.SMS_SENDER,
          ...(config.SMS_HTTP_TOKEN ? { token: config.SMS_HTTP_TOKEN } : {}),
        })
      : undefined,
    whatsapp: config.WHATSAPP_HTTP_URL
      ? createHttpSmsTransport({
          url: config.WHATSAPP_HTTP_URL,
          sender: config.SMS_SENDER,
          ...(config.WHATSAPP_HTTP_TOKEN ? { token: config.WHATSAPP_HTTP_TOKEN } : {}),
        })
      : undefined,
    storage: createStorage(config),
    briefAdvisor: llm ? createOpenAiCompatibleAdvisor(llm) : undefined,
    briefReader: llm ? createOpenAiCompatibleReader(llm) : undefined,
    webhook: createWebhookSender({
      allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK,
      trustedUrls: [
        config.OPERATOR_WEBHOOK_URL,
        config.ANALYTICS_URL,
        config.E_INVOICE_URL,
        config.JOB_PARTNER_URL,
      ].filter((url) => url !== undefined),
    }),
    eInvoice: config.E_INVOICE_URL
      ? createHttpEInvoice({
          url: config.E_INVOICE_URL,
          ...(config.E_INVOICE_TOKEN ? { token: config.E_INVOICE_TOKEN } : {}),
        })
      : createOutboxEInvoice(),
    jobPartner: config.JOB_PARTNER_URL
      ? createHttpJobPartner({
          url: config.JOB_PARTNER_URL,
          ...(config.JOB_PARTNER_TOKEN ? { token: config.JOB_PARTNER_TOKEN } : {}),
        })
      : createOutboxJobPartner(),
    payments: createPaymentProvider(config, clock),
    pageFetcher: createPageFetcher({
      allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK,
      trustedOrigins: listSetting(config.BACKLINK_TRUSTED_ORIGINS),
      maxBytes: BACKLINK_PAGE_MAX_BYTES,
      timeoutMs: BACKLINK_FETCH_TIMEOUT_MS,
      maxRedirects: BACKLINK_MAX_REDIRECTS,
    }),
    creditBureau:
      config.CREDIT_BUREAU === 'http' && config.CREDIT_BUREAU_URL
        ? createHttpBureau({
            url: config.CREDIT_BUREAU_URL,
            ...(config.CREDIT_BUREAU_TOKEN ? { token: config.CREDIT_BUREAU_TOKEN } : {}),
          })
        : createSandboxBureau(),
  };
}

/** Files on an S3-compatible bucket when S3_BUCKET is set (with its keys), else on local disk. */
function createStorage(config: TConfig): TStorage {
  if (!config.S3_BUCKET)
    return createLocalStorage(config.UPLOADS_DIR ?? path.resolve(config.DATA_DIR, 'uploads'));
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    pathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
