import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };

describe('PUBLIC_URL', () => {
  it('is this machine on PORT when unset, so the printed and e-mailed login links open the running portal', () => {
    expect(loadConfig(base).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('is kept as set, and refused at start when it is not an address', () => {
    expect(loadConfig({ ...base, PORT: '4100', PUBLIC_URL: 'https://portal.example.com' }).PUBLIC_URL).toBe(
      'https://portal.example.com',
    );
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL/);
  });
});
