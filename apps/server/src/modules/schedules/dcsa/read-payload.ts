import { z } from 'zod';
import {
  ZPointToPoint,
  ZPortSchedule,
  ZServiceSchedule,
  type DcsaPointToPoint,
  type DcsaPortSchedule,
  type DcsaServiceSchedule,
} from './schemas.ts';

/** One thing wrong with a file: where in the payload, and what to do about it. */
export interface ImportProblem {
  path: string;
  message: string;
}

/** The three CS 1.0 answers we read; a file is the JSON array one of the endpoints answers. */
export type DcsaPayload =
  | { kind: 'pointToPoint'; items: DcsaPointToPoint[] }
  | { kind: 'serviceSchedules'; items: DcsaServiceSchedule[] }
  | { kind: 'portSchedules'; items: DcsaPortSchedule[] };

export type DcsaKind = DcsaPayload['kind'];

/** How the report names the top-level array of each kind: `routings[2].legs[0]...`. */
export const ROOT_NAME: Record<DcsaKind, string> = {
  pointToPoint: 'routings',
  serviceSchedules: 'serviceSchedules',
  portSchedules: 'portSchedules',
};

export function formatPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    root,
  );
}

/** Zod's default wording ("Invalid input: expected string, received undefined") made readable. */
function friendlyMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'This is missing.'
        : `Give ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`} here.`;
    case 'too_small':
      if (issue.origin === 'string') return 'This must not be empty.';
      if (issue.origin === 'array') return `Give at least ${String(issue.minimum)}.`;
      return `Give at least ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Use at most ${String(issue.maximum)} characters.`
        : `Give at most ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `Use one of ${issue.values.map(String).join(', ')}.`;
    default:
      return undefined;
  }
}

function detectKind(first: unknown): DcsaKind | null {
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return null;
  if ('legs' in first) return 'pointToPoint';
  if ('carrierServiceCode' in first || 'carrierServiceName' in first) return 'serviceSchedules';
  if ('location' in first && 'vesselSchedules' in first) return 'portSchedules';
  return null;
}

const SCHEMAS = {
  pointToPoint: z.array(ZPointToPoint),
  serviceSchedules: z.array(ZServiceSchedule),
  portSchedules: z.array(ZPortSchedule),
} as const;

/**
 * Recognises the kind by the first entry (legs: point-to-point; carrierServiceCode: service schedules; location
 * with vesselSchedules: port schedules) and validates the whole file, reporting every problem with its path.
 */
export function readDcsaPayload(
  body: unknown,
): { payload: DcsaPayload; problems: [] } | { payload: null; problems: ImportProblem[] } {
  if (!Array.isArray(body)) {
    return {
      payload: null,
      problems: [
        {
          path: '(file)',
          message:
            'Give a JSON array as a DCSA Commercial Schedules 1.0 endpoint answers it: point-to-point routes, service (vessel) schedules or port schedules.',
        },
      ],
    };
  }
  if (body.length === 0) {
    return { payload: null, problems: [{ path: '(file)', message: 'The file holds no schedules.' }] };
  }
  const kind = detectKind(body[0]);
  if (!kind) {
    return {
      payload: null,
      problems: [
        {
          path: '[0]',
          message:
            'This is not a DCSA point-to-point route (legs), service schedule (carrierServiceCode) or port schedule (location, vesselSchedules).',
        },
      ],
    };
  }
  const result = SCHEMAS[kind].safeParse(body, { error: friendlyMessage });
  if (!result.success) {
    return {
      payload: null,
      problems: result.error.issues.map((issue) => ({
        path: formatPath(ROOT_NAME[kind], issue.path),
        message: issue.message,
      })),
    };
  }
  return { payload: { kind, items: result.data } as DcsaPayload, problems: [] };
}
