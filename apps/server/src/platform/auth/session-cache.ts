import type { UserActor } from '@portal/domain';

export interface RequestSession {
  id: string;
  /** The person who signed in (staff in customer view or acting as someone keep their own id here). */
  userId: string;
  customerViewClientId: string | null;
  actingAsUserId: string | null;
  expiresAt: Date;
}

export interface ResolvedSession {
  session: RequestSession;
  actor: UserActor;
}

interface Entry {
  value: ResolvedSession;
  /** When this copy must be read again from the database. */
  staleAt: number;
}

/**
 * Resolved sessions by the hash of their secret, kept for a few seconds so a page that fires ten requests reads
 * its session once. This process drops an entry at once when the session is signed out or changed, or when its
 * user (or the user it acts as) changes; other processes hear of it through the event bus, and the lifetime
 * bounds what a missed message could cost: a session ended elsewhere works here for at most `ttlMs`. Only
 * sessions that exist are kept, so unknown cookies cannot fill it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(secretHash: string, now = Date.now()): ResolvedSession | undefined {
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.staleAt <= now || entry.value.session.expiresAt.getTime() <= now) {
      this.entries.delete(secretHash);
      return undefined;
    }
    return entry.value;
  }

  set(secretHash: string, value: ResolvedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(secretHash, { value, staleAt: now + this.ttlMs });
  }

  /** Drops the sessions with these ids and every session of (or acting as) these users. */
  drop(change: { sessionIds?: readonly string[]; userIds?: readonly string[] }): void {
    const sessions = new Set(change.sessionIds ?? []);
    const users = new Set(change.userIds ?? []);
    for (const [key, { value }] of this.entries) {
      const { session } = value;
      if (
        sessions.has(session.id) ||
        users.has(session.userId) ||
        (session.actingAsUserId !== null && users.has(session.actingAsUserId))
      )
        this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
