import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { markFailed } from './outbox.ts';
import { claimDueMail, markSent } from './outbox-repo.ts';

const POLL_MS = 5000;
const BATCH = 20;
/**
 * How long a claimed mail is this process's to send: longer than nodemailer's longest wait (the socket timeout,
 * 10 minutes), so a slow SMTP server never lets another process send the same mail meanwhile.
 */
export const MAIL_CLAIM_MS = 15 * 60_000;

/**
 * Sends due outbox mails over SMTP with retry. Started only when SMTP_URL is set; stop() on shutdown. Safe with
 * several server processes: each mail is claimed before it is sent (claimDueMail).
 */
export function startMailSender(
  db: Db,
  options: { smtpUrl: string; from: string; log: FastifyBaseLogger; transport?: Transporter },
): { stop(): void; flush(): Promise<void> } {
  // nodemailer loads with the first batch, not with every start of the server.
  const transport = options.transport
    ? Promise.resolve(options.transport)
    : import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl));
  let running: Promise<void> | null = null;
  // One mail claimed at a time, so a batch that waits on a slow server holds no mail it has not started on.
  const flush = async () => {
    for (let taken = 0; taken < BATCH; taken++) {
      const mail = await claimDueMail(db, MAIL_CLAIM_MS);
      if (!mail) return;
      try {
        await (await transport).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await markSent(db, mail.id);
      } catch (error) {
        options.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry');
        await markFailed(db, mail.id, mail.attempts, (error as Error).message);
      }
    }
  };
  const timer = setInterval(() => {
    running ??= flush()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail sender failed'))
      .finally(() => (running = null));
  }, POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), flush };
}
