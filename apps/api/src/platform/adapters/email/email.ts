import nodemailer from 'nodemailer';

export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** e.g. List-Unsubscribe on notices */
  headers?: Record<string, string> | undefined;
  /** Files sent as MIME attachments, e.g. a calendar invitation (`text/calendar; method=REQUEST`). */
  attachments?: TEmailAttachment[] | undefined;
};

export type TEmailAttachment = { filename: string; contentType: string; content: string };

/** Delivers e-mail to a real provider. Absent when SMTP_URL is not set: mail then stays in the outbox. */
export type TEmailTransport = { send(message: TEmail): Promise<string> };

export function createSmtpTransport(smtpUrl: string, from: string): TEmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const { attachments, ...rest } = message;
      const info = await transporter.sendMail({
        from,
        ...rest,
        ...(attachments && attachments.length > 0
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                content: file.content,
                contentType: file.contentType,
              })),
            }
          : {}),
      });
      return String(info.messageId ?? info.response ?? 'sent');
    },
  };
}
