import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL with nodemailer; without it, mail is written to the outbox table and the
 * log, so sign-up and password reset work end to end on the embedded default.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
  };
}
