import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * What the generated access and fuzz tests share: the declared routes with their zod schemas, the leaf fields a
 * schema declares, and path parameters filled from a fixture map.
 */

export type Declaration = FastifyInstance['accessDeclarations'][number];
export type Path = Array<string | number>;

export const routeKey = (d: { method: string; url: string }) => `${d.method} ${d.url}`;

interface ZodInternals {
  _zod: { def: { type: string; [key: string]: unknown } };
}
const defOf = (schema: unknown) => (schema as ZodInternals)._zod.def;

/** The schema itself without optional, nullable, default and pipe wrappers (the input side of a pipe). */
export function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
    )
      current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
  return current;
}

/** The keys of an object schema (query string, path parameters), or none. */
export function objectKeys(schema: unknown): string[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  return def.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : [];
}

/** Every leaf field of a body schema as a path: objects by key, arrays at index 0, unions by their first option. */
export function leafPaths(
  schema: unknown,
  prefix: Path = [],
  depth = 0,
  stopAt?: (s: unknown) => boolean,
): Path[] {
  if (!schema || depth > 8) return [prefix];
  const inner = unwrap(schema);
  if (stopAt?.(inner)) return [prefix];
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, unknown>;
    const paths = Object.entries(shape).flatMap(([key, child]) =>
      leafPaths(child, [...prefix, key], depth + 1, stopAt),
    );
    return prefix.length === 0 ? paths : [prefix, ...paths];
  }
  if (def.type === 'array') return [prefix, ...leafPaths(def.element, [...prefix, 0], depth + 1, stopAt)];
  if (def.type === 'union')
    return [prefix, ...leafPaths((def.options as unknown[])[0], prefix, depth + 1, stopAt)];
  return [prefix];
}

/** A copy of `base` with `value` at `path`, creating objects and arrays on the way. */
export function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (
    typeof head === 'number'
      ? Array.isArray(base)
        ? [...base]
        : []
      : base && typeof base === 'object' && !Array.isArray(base)
        ? { ...(base as Record<string, unknown>) }
        : {}
  ) as Record<string | number, unknown>;
  container[head as string] = withValue(container[head as string], rest, value);
  return container;
}

/** The route's request schemas as the route declared them. */
export function requestSchemas(d: Declaration): {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
} {
  const schema = (d.schema ?? {}) as Record<string, z.ZodType | undefined>;
  return {
    ...(schema.params ? { params: schema.params } : {}),
    ...(schema.querystring ? { querystring: schema.querystring } : {}),
    ...(schema.body ? { body: schema.body } : {}),
  };
}

/**
 * Fills `:param`s from a map keyed by the path segment before the parameter and its name ('groups/:id',
 * 'files/:fileId', 'quotes/:id'), so a new route under a known record type is covered without new code. A
 * parameter the map cannot fill throws, naming the key the developer has to add.
 */
export function fillPath(url: string, fixtures: Record<string, string>): string {
  const segments = url.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const key = `${segments[i - 1]}/${segment}`;
      const value = fixtures[key];
      if (value === undefined)
        throw new Error(
          `No fixture for the path parameter '${key}' of ${url}: add '${key}' to the fixture map of ` +
            'apps/server/test/access-generated.test.ts and apps/server/test/fuzz.test.ts (a record of that type).',
        );
      return encodeURIComponent(value);
    })
    .join('/');
}

export const pathParams = (url: string) =>
  url
    .split('/')
    .map((segment, i, all) => (segment.startsWith(':') ? `${all[i - 1]}/${segment}` : null))
    .filter((key): key is string => key !== null);

/** The unwrapped schema at a path of `leafPaths`, or undefined. */
export function schemaAt(schema: unknown, path: Path): unknown {
  let current = unwrap(schema);
  for (const step of path) {
    const def = defOf(current);
    if (def.type === 'union') current = unwrap((def.options as unknown[])[0]);
    const inner = defOf(current);
    if (typeof step === 'number' && inner.type === 'array') current = unwrap(inner.element);
    else if (inner.type === 'object') current = unwrap((inner.shape as Record<string, unknown>)[step]);
    else return undefined;
  }
  return current;
}
