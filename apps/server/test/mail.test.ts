import { eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/platform/db/schema/index.ts';
import { enqueueMail, MAX_MAIL_ATTEMPTS } from '../src/platform/mail/outbox.ts';
import { startMailSender } from '../src/platform/mail/sender.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function fakeTransport(fail: boolean) {
  const sent: string[] = [];
  const transport = {
    sendMail: async (mail: { to: string }) => {
      if (fail) throw new Error('SMTP 451 try later');
      sent.push(mail.to);
      return {};
    },
  } as unknown as Transporter;
  return { transport, sent };
}

describe('mail outbox', () => {
  it('sends due mails and marks them sent', async () => {
    await enqueueMail(t.database.db, { to: 'ok@example.com', subject: 'Hi', text: 'Hello' }, true);
    const { transport, sent } = fakeTransport(false);
    const sender = startMailSender(t.database.db, {
      smtpUrl: 'smtp://unused',
      from: 'x@y.z',
      log: t.app.log,
      transport,
    });
    await sender.flush();
    sender.stop();
    expect(sent).toContain('ok@example.com');
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ok@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries with back-off and gives up after the last attempt', async () => {
    await enqueueMail(t.database.db, { to: 'flaky@example.com', subject: 'Hi', text: 'Hello' }, true);
    const { transport } = fakeTransport(true);
    const sender = startMailSender(t.database.db, {
      smtpUrl: 'smtp://unused',
      from: 'x@y.z',
      log: t.app.log,
      transport,
    });
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      await sender.flush();
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'flaky@example.com'));
      expect(row!.attempts).toBe(i + 1);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Make it due again at once instead of waiting for the back-off.
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, row!.id));
    }
    sender.stop();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'flaky@example.com'));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: 'SMTP 451 try later',
    });
  });

  it('sends each mail once when two server processes send at the same time over a slow SMTP server', async () => {
    const to = Array.from({ length: 8 }, (_, i) => `twice-${i}@example.com`);
    for (const address of to)
      await enqueueMail(t.database.db, { to: address, subject: 'Hi', text: 'Hello' }, true);
    const delivered: string[] = [];
    const slow = {
      sendMail: async (mail: { to: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        delivered.push(mail.to);
        return {};
      },
    } as unknown as Transporter;
    const senders = [1, 2].map(() =>
      startMailSender(t.database.db, {
        smtpUrl: 'smtp://unused',
        from: 'x@y.z',
        log: t.app.log,
        transport: slow,
      }),
    );
    await Promise.all(senders.map((s) => s.flush()));
    for (const s of senders) s.stop();
    expect(delivered.filter((address) => to.includes(address)).sort()).toEqual([...to].sort());
    const rows = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(to.map(() => ['sent', 1]));
  });

  it('keeps mails without SMTP instead of sending them', async () => {
    await enqueueMail(t.database.db, { to: 'kept@example.com', subject: 'Hi', text: 'Hello' }, false);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'kept@example.com'));
    expect(row?.status).toBe('kept');
  });
});
