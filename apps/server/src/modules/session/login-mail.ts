import type { OutgoingMail } from '../../platform/mail/outbox.ts';

/** The login e-mail: one link, valid 15 minutes, single use. */
export function loginMail(to: string, firstName: string, link: string, productName: string): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    `use this link to log in to ${productName}:`,
    link,
    '',
    'The link works once and for 15 minutes. If you did not ask for it, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>use this link to log in to ${escapeHtml(productName)}:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b3d6b;color:#fff;border-radius:8px;text-decoration:none">Log in</a></p>
<p style="color:#555">The link works once and for 15 minutes. If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to, subject: `Your login link for ${productName}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
