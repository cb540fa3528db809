import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_MESSAGES,
  type TPaymentConfirmationAnswer,
  type TPaymentConfirmationDefaults,
  type UserActor,
} from '@portal/domain';
import type { z } from 'zod';
import type { ZPaymentConfirmationInput } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { readWithTenant, withTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { insertMail } from '../../platform/mail/outbox-repo.ts';
import { setItemChecked } from '../checklists/service.ts';
import { userDisplayName } from '../users/repo.ts';
import { writePaymentEntry } from './log.ts';
import * as repo from './repo.ts';
import { publishPayments, requirePermission } from './service.ts';
import { toConfirmationEmail } from './view.ts';

/**
 * Payment confirmations (issue 12 part 5, spec 000 §4 "Checklist", §7 POST {api}/paymentConfirmation; 002
 * "Payment-confirmation settings"): the dialog's defaults and sending. Recipients are the dialog's, or when it
 * gives none the configs' (docs/decisions.md "Payment confirmation"). Sending queues one outbox mail, records the
 * e-mail (its state is the outbox row's), writes SENT_PAYMENT_CONFIRMATION_EMAIL, and checks the booking's
 * FREIGHT_COLLECTION item through the checklists service, which resolves its task.
 */

const FREIGHT_COLLECTION = 'FREIGHT_COLLECTION';
type Input = z.output<typeof ZPaymentConfirmationInput>;
type Booking = NonNullable<Awaited<ReturnType<typeof repo.bookingForConfirmation>>>;

async function bookingOf(db: DbOrTx, actor: UserActor, bookingId: string): Promise<Booking> {
  const booking = await repo.bookingForConfirmation(db, actor, bookingId);
  if (!booking) throw notFound('The booking');
  return booking;
}

const unique = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

/** The configs' recipients for the booking and port: carrier settings first, then customer settings. */
async function configuredRecipients(db: DbOrTx, booking: Booking, portId: string) {
  const configs = await repo.configsFor(db, {
    carrierId: booking.carrierId,
    portId,
    clientId: booking.clientId,
    category: booking.category,
  });
  const to = unique(configs.flatMap((c) => c.contactTo));
  const cc = unique(configs.flatMap((c) => c.contactCc)).filter((a) => !to.includes(a));
  return { to, cc };
}

/** GET /api/bookings/{id}/payment-confirmation?portId=: ports (POL, POD), the configs' recipients, e-mails so far. */
export async function confirmationDefaults(
  ctx: AppContext,
  actor: UserActor,
  bookingId: string,
  portId: string | undefined,
): Promise<TPaymentConfirmationDefaults> {
  requirePermission(actor, 'send:payment-confirmation:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    const booking = await bookingOf(db, actor, bookingId);
    const ports = await repo.bookingPorts(db, booking.polId, booking.podId);
    // Carrier settings name the port of discharge (002 §3): the dialog starts there.
    const chosen = portId ?? booking.podId ?? booking.polId ?? null;
    const recipients = chosen ? await configuredRecipients(db, booking, chosen) : { to: [], cc: [] };
    const emails = await repo.confirmationEmailsOf(db, actor, bookingId);
    return {
      ports,
      portId: chosen,
      contactTo: recipients.to,
      cc: recipients.cc,
      emails: emails.map(toConfirmationEmail),
    };
  });
}

function mailText(booking: Booking, freeText: string, byName: string): string {
  return [
    'Dear Sir or Madam,',
    '',
    `we confirm the payment of the freight for booking ${booking.id}` +
      (booking.blNumber ? `, B/L ${booking.blNumber}` : '') +
      (booking.vessel ? `, vessel ${booking.vessel}${booking.voyage ? ` ${booking.voyage}` : ''}` : '') +
      '.',
    ...(freeText ? ['', freeText] : []),
    '',
    'Kind regards',
    byName,
  ].join('\n');
}

/**
 * POST /api/paymentConfirmation. No recipient at all is not bad input but an answer the dialog shows: 200 with
 * `error` (the spec reads success and error from the body). The mail is queued with the confirmation in one
 * transaction; checking FREIGHT_COLLECTION follows after commit (the checklists service runs its own), so a
 * failure there is logged and the confirmation stands.
 */
export async function sendConfirmation(
  ctx: AppContext,
  actor: UserActor,
  input: Input,
  log: FastifyBaseLogger,
): Promise<TPaymentConfirmationAnswer> {
  requirePermission(actor, 'send:payment-confirmation:any');
  const bookingId = input.bookingId!;
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const booking = await bookingOf(tx, actor, bookingId);
    let to = unique(input.contactTo);
    let cc = unique(input.cc).filter((a) => !to.includes(a));
    if (to.length === 0 && cc.length === 0)
      ({ to, cc } = await configuredRecipients(tx, booking, input.portId));
    if (to.length === 0) [to, cc] = [cc, []];
    if (to.length === 0) return { booking, sent: false as const };
    const bcc = unique(input.bcc).filter((a) => !to.includes(a) && !cc.includes(a));
    const byName = await userDisplayName(tx, actor.userId);
    const subject = `Payment confirmation – ${booking.blNumber ? `B/L ${booking.blNumber}` : `booking ${booking.id}`}`;
    const text = mailText(booking, input.freeText, byName);
    const deliver = !!ctx.config.SMTP_URL;
    // One mail to the To and Cc addresses (the outbox sends one `to` list); each Bcc address its own copy, so
    // no recipient learns of them. The e-mail's state is that of the first.
    const mailId = randomUUID();
    await insertMail(tx, {
      id: mailId,
      to: [...to, ...cc].join(', '),
      subject,
      text,
      status: deliver ? 'pending' : 'kept',
    });
    for (const address of bcc)
      await insertMail(tx, { to: address, subject, text, status: deliver ? 'pending' : 'kept' });
    const emailId = await repo.insertConfirmationEmail(tx, {
      bookingId,
      clientId: booking.clientId,
      portId: input.portId,
      to,
      cc,
      bcc,
      subject,
      mailId,
      createdById: actor.userId,
      createdByName: byName,
    });
    await writePaymentEntry(
      tx,
      actor,
      byName,
      { id: bookingId, clientId: booking.clientId },
      {
        changeType: 'SENT_PAYMENT_CONFIRMATION_EMAIL',
        data: { paymentConfirmationEmails: [{ id: emailId, to, cc, bcc, subject, portId: input.portId }] },
      },
    );
    return { booking, sent: true as const };
  });
  const booking = { id: bookingId, clientId: result.booking.clientId, carrierId: result.booking.carrierId };
  if (result.sent) {
    try {
      await setItemChecked(ctx, actor, 'bookings', bookingId, FREIGHT_COLLECTION, true);
    } catch (error) {
      // A booking without the item (or a checklist refusal) keeps its confirmation.
      log.warn({ err: error, bookingId }, 'payment confirmation: FREIGHT_COLLECTION not checked');
    }
    await publishPayments(ctx, [booking], false);
  }
  const emails = await readWithTenant(ctx.db, actor, (db) => repo.confirmationEmailsOf(db, actor, bookingId));
  return {
    ...(result.sent
      ? { success: { message: PAYMENT_MESSAGES.confirmationSent } }
      : { error: { message: PAYMENT_MESSAGES.confirmationNoRecipients } }),
    emails: emails.map(toConfirmationEmail),
  };
}
