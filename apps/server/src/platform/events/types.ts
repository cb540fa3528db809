/**
 * A change that clients may want to see live. Published after commit; fanned out through LISTEN/NOTIFY to
 * every server process, then to the SSE connections of the users allowed to see it.
 */
export interface LiveEvent {
  /** Entity name; the web maps it to query keys (e.g. 'user', 'client', 'booking-request'). */
  entity: string;
  id: string;
  /** Owning client: customers of that client (and staff) receive it. Null: not client-owned. */
  clientId: string | null;
  /** When set, only these users (and staff unless staffOnly is false... see audience) receive it. */
  userIds?: string[];
  /** Internal items: only staff receive it. */
  staffOnly?: boolean;
}

export interface EventBus {
  /** Call after the transaction has committed. */
  publish(event: LiveEvent): Promise<void>;
  /** Local subscription of this process (the SSE route uses it). Returns an unsubscribe function. */
  subscribe(handler: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}
