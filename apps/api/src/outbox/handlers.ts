import type { AppContext } from '../context';
import { createMailHandler } from '../mail/mailer';
import { deliveryHandler } from '../notifications/deliver';
import { passwordResetNotice } from '../modules/auth/service';
import { bookingMails } from '../modules/classes/booking-mail';
import { stripeRefundHandler } from '../modules/payments';
import { journeyBookingMails, journeyInterestMails } from '../modules/journeys/journey-mail';
import { poojaMails } from '../modules/poojas/booking-mail';
import { inquiryMails, retreatBookingMails } from '../modules/retreats/booking-mail';
import { hostActionMails, messageMails } from '../modules/retreats/host-mail';
import { PAYABLES } from '../payables';
import { createPushHandler } from '../push/deliver';
import type { OutboxHandler } from './worker';

/** Every topic the outbox delivers, in one list: a row whose topic is missing here is retried, then given up. */
export function outboxHandlers(ctx: AppContext): OutboxHandler[] {
  return [
    createMailHandler({ smtpUrl: ctx.config.SMTP_URL, from: ctx.config.MAIL_FROM, log: ctx.log }),
    deliveryHandler(ctx),
    passwordResetNotice.handler(ctx),
    bookingMails.handler(ctx),
    poojaMails.handler(ctx),
    retreatBookingMails.handler(ctx),
    inquiryMails.handler(ctx),
    hostActionMails.handler(ctx),
    messageMails.handler(ctx),
    journeyBookingMails.handler(ctx),
    journeyInterestMails.handler(ctx),
    createPushHandler(ctx),
    stripeRefundHandler(ctx, PAYABLES),
  ];
}
