/** Where a login link may lead after sign-in: a path on this site, never another host. */
export const NEXT_PATH_MESSAGE = 'nextPath must be a path on this site, starting with /';

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/** The WHATWG URL class of browsers and Node; the domain compiles without DOM or Node types. */
declare const URL: new (
  input: string,
  base?: string | { href: string },
) => {
  href: string;
  origin: string;
  pathname: string;
};

/**
 * True when `path` is a path of the site at `origin` and stays there once a browser reads it. Browsers read `\` as
 * `/` and drop tabs and line breaks inside URLs, so "/\evil.example" and "/\t/evil.example" leave the site although
 * a `^\/(?!\/)` check passes them; encoded forms (%5C, control bytes, a leading %2F) can be decoded by a router
 * later. The resolved URL must keep the origin and must not begin with "//".
 */
export function isSafeNextPath(path: string, origin: string = PLACEHOLDER_ORIGIN): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(path)) return false;
  if (/%(5c|[01][0-9a-f]|7f)/i.test(path) || /^\/%2f/i.test(path)) return false;
  let base: InstanceType<typeof URL>;
  let resolved: InstanceType<typeof URL>;
  try {
    base = new URL(origin);
    resolved = new URL(path, base);
  } catch {
    return false;
  }
  return resolved.origin === base.origin && !resolved.pathname.startsWith('//');
}
