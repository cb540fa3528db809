import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  customerA: 'anna.keller@alpina-trading.ch',
  customerB: 'jonas.petersen@hanse-maschinenbau.de',
  superadmin: 'sabine.meier@freight-portal.local',
  sales: 'luca.rossi@freight-portal.local',
  operations: 'olivia.frei@freight-portal.local',
} as const;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest login link e-mailed to the address (the e2e server runs with DEV_MAILBOX=true). */
export async function latestLoginLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBeTruthy();
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const link = messages[0]?.text.match(/https?:\/\/\S+logIn=[\w-]+/)?.[0];
  if (!link) throw new Error(`No login link was mailed to ${email}`);
  return link;
}

/** Signs the page's browser context in through the API (fixtures log in without clicking through the dialog). */
export async function signIn(page: Page, email: string): Promise<void> {
  const requested = await page.request.post('/api/session/request', {
    data: { emailAddress: email, nextPath: '/' },
  });
  expect(requested.ok()).toBeTruthy();
  const token = new URL(await latestLoginLink(page.request, email)).searchParams.get('logIn');
  const signedIn = await page.request.post('/api/session/sign-in', { data: { token } });
  expect(signedIn.ok()).toBeTruthy();
}

export const test = base.extend<{ consent: void }>({
  // The cookie card covers the bottom-right corner; most journeys start with consent given.
  consent: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'consent', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: false },
  ],
});

export { expect };
