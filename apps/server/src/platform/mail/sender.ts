import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { markFailed } from './outbox.ts';
import { dueMails, markSent } from './outbox-repo.ts';

const POLL_MS = 5000;
const BATCH = 20;

/** Sends due outbox mails over SMTP with retry. Started only when SMTP_URL is set; stop() on shutdown. */
export function startMailSender(
  db: Db,
  options: { smtpUrl: string; from: string; log: FastifyBaseLogger; transport?: Transporter },
): { stop(): void; flush(): Promise<void> } {
  const transport = options.transport ?? nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> | null = null;
  const flush = async () => {
    for (const mail of await dueMails(db, BATCH)) {
      try {
        await transport.sendMail({
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
