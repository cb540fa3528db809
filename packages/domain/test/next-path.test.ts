import { describe, expect, it } from 'vitest';
import { isSafeNextPath, ZLoginRequest } from '../src/index.ts';

const ORIGIN = 'https://portal.example.com';

describe('isSafeNextPath', () => {
  it.each(['/', '/schedule?x=1', '/quotes/get#top', '/requests/req-2026110001', '/search?q=a%2Fb', '/a//b'])(
    'accepts the site path %j',
    (path) => expect(isSafeNextPath(path, ORIGIN)).toBe(true),
  );

  it.each([
    '//evil.example',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%09/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    'https://evil.example/',
    'evil.example',
    '',
    '/\u0000x',
    '/\u0085x',
  ])('refuses %j', (path) => expect(isSafeNextPath(path, ORIGIN)).toBe(false));

  it('says why in the login request schema', () => {
    const parsed = ZLoginRequest.safeParse({ emailAddress: 'a@b.ch', nextPath: '/\\evil.example/x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('nextPath must be a path on this site, starting with /');
  });
});
