import nodemailer from 'nodemailer';

export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** e.g. List-Unsubscribe on notices */
  headers?: Record<string, string> | undefined;
};

/** Delivers e-mail to a real provider. Absent when SMTP_URL is not set: mail then stays in the outbox. */
export type TEmailTransport = { send(message: TEmail): Promise<string> };

export function createSmtpTransport(smtpUrl: string, from: string): TEmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      return String(info.messageId ?? info.response ?? 'sent');
    },
  };
}
