import { useMemo } from 'react';
import { ActivityLog } from '../../../components/activity-log/index.ts';
import type { ActivityTarget } from '../api.ts';
import { quoteLogSource } from '../quote-log-source.ts';

/** The comment and activity log of a quote group or a quote, on the shared ActivityLog. */
export function QuoteLog({ target, isStaff }: { target: ActivityTarget; isStaff: boolean }) {
  const { kind, id } = target;
  const source = useMemo(() => quoteLogSource({ kind, id } as ActivityTarget, isStaff), [kind, id, isStaff]);
  return (
    <ActivityLog
      source={source}
      isStaff={isStaff}
      emptyHint={`Questions and notes on ${kind === 'group' ? 'these quotes' : 'this quote'} appear here.`}
    />
  );
}
