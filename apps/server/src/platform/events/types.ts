import type { LiveEvent } from '@portal/domain';

export type { LiveEvent };

/** Sessions that ended or changed (sign-out, customer view, acting as), or users whose sessions must be re-read. */
export interface SessionChange {
  sessionIds?: string[];
  userIds?: string[];
  /** True when the sessions are gone (signed out, revoked), not just changed: open streams end. */
  ended: boolean;
}

export interface EventBus {
  /**
   * Call after the transaction has committed. The carriers of a quote, group or request are looked up here when
   * the event does not name them, so carrier-restricted visitors receive only events of their carriers.
   */
  publish(event: LiveEvent): Promise<void>;
  /** Local subscription of this process (the SSE route uses it). Returns an unsubscribe function. */
  subscribe(handler: (event: LiveEvent) => void): () => void;
  /** Tells every server process (this one at once) that sessions changed, so caches and streams follow. */
  publishSessionChange(change: SessionChange): Promise<void>;
  onSessionChange(handler: (change: SessionChange) => void): () => void;
  close(): Promise<void>;
}
