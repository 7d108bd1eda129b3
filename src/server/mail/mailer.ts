import type { Transporter } from 'nodemailer';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Where the recipient's answer goes (a proposal's answer goes to the company). */
  replyTo?: string;
};
export type Mailer = { kind: 'smtp' | 'outbox'; send(message: MailMessage): Promise<void> };

/**
 * E-mail: through the SMTP server of SMTP_URL, or, without one, into the outbox table that
 * `/dev/caixa-de-saida` lists, so reset and invite links can be followed.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    // nodemailer is loaded by the first e-mail, not at start: ~14 MB of an idle server's memory
    // (docs/benchmarks.md, 'Reliability').
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      send: async (message) => {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  return {
    kind: 'outbox',
    send: async (message) => {
      await db.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        attachments: (message.attachments ?? []).map((file) => file.filename),
      });
    },
  };
}
