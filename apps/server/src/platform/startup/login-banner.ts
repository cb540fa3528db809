import type { AppContext } from '../context.ts';
import { DEMO_USERS, type DemoUserKey } from '../../seed/demo-users.ts';
import { createLoginLink } from '../../modules/session/service.ts';

const BANNER_USERS: Array<[DemoUserKey, string]> = [
  ['customerA1', 'customer (Alpina Trading AG)'],
  ['customerB2', 'customer, carriers HSG and ZIM only'],
  ['superadmin', 'staff, superadmin'],
  ['sales', 'staff, sales'],
  ['operations', 'staff, operations'],
  ['salesRestricted', 'staff, sales, carrier HSG only'],
  ['accounting', 'staff, accounting team'],
];

/** One-click login links for the demo users, printed at start (each valid 15 minutes, single use). */
export async function printDemoLoginLinks(ctx: AppContext): Promise<void> {
  const lines = [
    `\n  Freight Portal is running on ${ctx.config.PUBLIC_URL}`,
    '',
    '  Log in as (links valid 15 minutes):',
  ];
  for (const [key, label] of BANNER_USERS) {
    const user = DEMO_USERS[key];
    const link = await createLoginLink(ctx, user.emailAddress, '/');
    lines.push(`    ${label.padEnd(38)} ${user.firstName} ${user.lastName}`, `      ${link}`);
  }
  lines.push(
    '',
    '  More: npm run login-link -- EMAIL prints a fresh link for any demo user (addresses in README.md).',
    '',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}
