import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { publicConfig } from '../src/modules/public-config/service.ts';
import { contentSecurityPolicyHeader } from '../src/platform/http/security-headers.ts';

/**
 * The support chat (issue 20 part 3, spec 001 §2.2): SUPPORT_CHAT_URL is checked at start, reaches the public
 * config only when set, and lets exactly its origin into frames.
 */
const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };

describe('SUPPORT_CHAT_URL', () => {
  it('is exposed in the public config only when set', () => {
    expect(publicConfig(loadConfig(base)).supportChatUrl).toBeNull();
    const set = loadConfig({ ...base, SUPPORT_CHAT_URL: 'https://chat.example.com/portal?lang=en' });
    expect(publicConfig(set).supportChatUrl).toBe('https://chat.example.com/portal?lang=en');
  });

  it('refuses at start what is not an http(s) address', () => {
    expect(() => loadConfig({ ...base, SUPPORT_CHAT_URL: 'chat.example.com' })).toThrow(/SUPPORT_CHAT_URL/);
    expect(() => loadConfig({ ...base, SUPPORT_CHAT_URL: 'javascript:alert(1)' })).toThrow(
      /SUPPORT_CHAT_URL/,
    );
  });

  it('lets the chat origin into frames, and nothing more, only when set', () => {
    const [, without] = contentSecurityPolicyHeader(loadConfig(base));
    expect(without).toContain("frame-src 'self' blob:;");
    const [, withChat] = contentSecurityPolicyHeader(
      loadConfig({ ...base, SUPPORT_CHAT_URL: 'https://chat.example.com/portal' }),
    );
    expect(withChat).toContain("frame-src 'self' blob: https://chat.example.com;");
    expect(withChat.replace('frame-src', '')).not.toMatch(/script-src[^;]*chat\.example\.com/);
    expect(withChat.match(/chat\.example\.com/g)).toHaveLength(1);
  });
});
