import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { enqueue, type OutboxItem } from '../outbox/enqueue';
import type { OutboxHandler } from '../outbox/worker';

export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a booking's .ics); kept in the outbox when there is no SMTP server. */
  attachments?: MailAttachment[];
}

/** Mail leaves through the outbox: written in the transaction of its cause, sent by the worker. */
const MAIL_TOPIC = 'mail';

export function enqueueMail(
  tx: Pick<Db, 'insert' | 'execute'>,
  mails: Mail | Mail[],
  options: { availableAt?: Date } = {},
): Promise<number> {
  const list = Array.isArray(mails) ? mails : [mails];
  return enqueue(
    tx,
    list.map((mail) => mailItem(mail, options.availableAt)),
  );
}

/** The outbox row of one mail (for callers that write many, with other rows, in one statement). */
export function mailItem(mail: Mail, availableAt?: Date): OutboxItem {
  return { topic: MAIL_TOPIC, payload: mail, availableAt };
}

/**
 * Delivers the outbox's mail: through SMTP_URL with nodemailer; without it, into the `mail_outbox`
 * table and the log (in the transaction that marks the row sent, so exactly once), so that sign-up
 * and password reset work end to end on the embedded default.
 */
export function createMailHandler(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): OutboxHandler {
  if (options.smtpUrl) {
    // Timeouts well inside the outbox's lease: a hung server fails the attempt, which is retried.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 30_000,
    });
    return {
      topic: MAIL_TOPIC,
      inTransaction: false,
      async run(mail: Mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Base64 keeps an attachment byte for byte (an .ics needs its CRLF line endings).
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            contentTransferEncoding: 'base64' as const,
          })),
        });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    topic: MAIL_TOPIC,
    inTransaction: true,
    async run(tx, mail: Mail) {
      await tx.insert(mailOutbox).values({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? [],
      });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
  };
}
