import type { LiveEvent } from '@portal/domain';

export type { LiveEvent };

export interface EventBus {
  /** Call after the transaction has committed. */
  publish(event: LiveEvent): Promise<void>;
  /** Local subscription of this process (the SSE route uses it). Returns an unsubscribe function. */
  subscribe(handler: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}
