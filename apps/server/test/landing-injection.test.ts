// The public home page with a special offer whose image tries to end the page's <style> and add markup (issue 20:
// a <meta http-equiv=refresh> sent every anonymous visitor elsewhere). Rendered by the web's own entry-server.tsx,
// as the built server render would, with the API answered in process like the running server does.
import { join } from 'node:path';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_URL_MESSAGES } from '@portal/domain';
import { publicConfig } from '../src/modules/public-config/service.ts';
import { specialOffers } from '../src/platform/db/schema/index.ts';
import { injectFetch, loadLandingRender, type LandingRender } from '../src/platform/http/landing-pages.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

const HOSTILE =
  'https://example.com/a.png?x=</style><meta http-equiv=refresh content=0;url=https://evil.example/><style>';

let t: TestApp;
let staff: string;
let render: LandingRender;

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'operations')).cookie;
  const loaded = await loadLandingRender(join(import.meta.dirname, '../../web/src/entry-server.tsx'));
  if (!loaded) throw new Error('apps/web/src/entry-server.tsx has no renderLanding');
  render = loaded;
});
afterAll(async () => t.close());

const offer = (image: string | null) => ({
  carrierId: 'ZIM',
  containerTypeId: '42G1',
  originId: 'ESVLC',
  destinationId: 'USNYC',
  image,
  price: { currency: 'USD', amount: 777 },
  validUntil: addDays(new Date(), 10).toISOString(),
});

function homePage(): Promise<string> {
  return render('/', publicConfig(t.config), { cookieConsent: false, viewport: 'wide' }, injectFetch(t.app));
}

describe('a special offer image on the server-rendered home page', () => {
  it('is refused on input when it is not a plain https address', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/special-offers',
      headers: { cookie: staff },
      payload: offer(HOSTILE),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(`image: ${IMAGE_URL_MESSAGES.characters}`);

    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/special-offers',
      headers: { cookie: staff },
      payload: offer('https://images.example.com/ships/zim.png?w=640&fit=crop'),
    });
    expect(fine.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/special-offers/${fine.json().id}`,
      headers: { cookie: staff },
      payload: offer(HOSTILE),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(`image: ${IMAGE_URL_MESSAGES.characters}`);

    const page = await homePage();
    expect(page).not.toContain('evil.example');
    expect(page).toContain('https://images.example.com/ships/zim.png?w=640&fit=crop');
  });

  it("cannot end the page's <style> even when the row is already in the database", async () => {
    const [row] = await t.database.db
      .insert(specialOffers)
      .values({
        carrierId: 'ZIM',
        containerTypeId: '42G1',
        originId: 'ESVLC',
        destinationId: 'USNYC',
        image: HOSTILE,
        priceCurrency: 'USD',
        priceAmount: 888,
        validUntil: addDays(new Date(), 10),
      })
      .returning({ id: specialOffers.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/special-offers' })).json()).toContainEqual(
      expect.objectContaining({ id: row!.id, image: HOSTILE }),
    );

    const page = await homePage();
    // The offer is on the page, its address escaped inside the stylesheet, and nothing but React's own markup.
    expect(page).toContain('evil.example');
    expect(page).not.toContain('</style><meta');
    expect(page).not.toMatch(/<meta/i);
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.stringify(JSON.parse(data))).toContain(HOSTILE);
  });
});
