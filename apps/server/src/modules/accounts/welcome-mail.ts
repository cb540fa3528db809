import type { OutgoingMail } from '../../platform/mail/outbox.ts';

/** The welcome e-mail of a new account: who added them, and a login link valid for a week (WELCOME_LINK_TTL_MS). */
export function welcomeMail(
  to: string,
  firstName: string,
  link: string,
  productName: string,
  company: string | null,
): OutgoingMail {
  const where = company ? ` for ${company}` : '';
  const text = [
    `Hello ${firstName},`,
    '',
    `an account${where} has been opened for you on ${productName}. Use this link to log in:`,
    link,
    '',
    'The link works once within 7 days. Afterwards, ask for a new login link on the portal with this e-mail address.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>an account${escapeHtml(where)} has been opened for you on ${escapeHtml(productName)}. Use this link to log in:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b3d6b;color:#fff;border-radius:8px;text-decoration:none">Log in</a></p>
<p style="color:#555">The link works once within 7 days. Afterwards, ask for a new login link on the portal with this e-mail address.</p>`;
  return { to, subject: `Welcome to ${productName}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
