import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Identity } from '../http/caller';

/** What to forget: every identity, or those of one user (identity id) or one account. */
export type IdentityClear = { all: true } | { userId: string } | { accountId: string };

export interface IdentityCacheOptions {
  ttlMs: number;
  max: number;
  /** How old a hit must be to be reloaded in the background (half the time to live unless given). */
  refreshAfterMs?: number;
  /** Told of a background reload that failed (the entry it meant to refresh expires as usual). */
  onReloadError?: (err: unknown) => void;
  /** How long after the hit a background reload starts (the event loop's next turn unless given). */
  reloadDelayMs?: number;
}

interface Entry {
  identity: Identity | null;
}

/**
 * The cache key: a SHA-256 of the bearer token, so no token is ever kept in memory as a key. One-shot `hash` (every
 * request with a session takes this): half the time of a Hash object.
 */
export const tokenKey = (token: string): string => hash('sha256', token, 'base64url');

/**
 * Identities by token hash for a few seconds, with indexes by user and account so a change to either forgets
 * every session that carries it. A lookup that started before a clear never stores its answer (the epoch moved),
 * so a change is never hidden by a read that raced it.
 *
 * Refresh-ahead: a hit on an entry older than `refreshAfterMs` (half its time to live unless given) is answered
 * from the cache and reloaded in the background (one reload per key at a time), so a caller who comes back within
 * the time to live less that age never waits for an expiry's lookup. An entry past its time to live is still never
 * served: the reload only moves the lookup off the request.
 */
export class IdentityCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byUser = new Map<string, Set<string>>();
  private readonly byAccount = new Map<string, Set<string>>();
  private readonly reloading = new Set<string>();
  private readonly refreshBelowMs: number;
  private readonly onReloadError: ((err: unknown) => void) | undefined;
  private readonly reloadDelayMs: number;
  private epoch = 0;
  /** Off while the clears of other processes might be missed (their channel is down): every call looks up. */
  enabled = true;

  constructor({ ttlMs, max, refreshAfterMs = ttlMs / 2, onReloadError, reloadDelayMs = 0 }: IdentityCacheOptions) {
    this.refreshBelowMs = ttlMs - refreshAfterMs;
    this.onReloadError = onReloadError;
    this.reloadDelayMs = reloadDelayMs;
    this.entries = new LRUCache<string, Entry>({
      max,
      ttl: ttlMs,
      ttlAutopurge: false,
      dispose: (entry, key) => this.unindex(key, entry.identity),
    });
  }

  async get(token: string, load: () => Promise<Identity | null>): Promise<Identity | null> {
    if (!this.enabled) return load();
    const key = tokenKey(token);
    const hit = this.entries.get(key);
    if (!hit) return this.lookup(key, load);
    if (this.entries.getRemainingTTL(key) < this.refreshBelowMs && !this.reloading.has(key)) void this.reload(key, load);
    return hit.identity;
  }

  clear(clear: IdentityClear): void {
    this.epoch++;
    if ('all' in clear) {
      this.entries.clear();
      return;
    }
    const index = 'userId' in clear ? this.byUser.get(clear.userId) : this.byAccount.get(clear.accountId);
    for (const key of [...(index ?? [])]) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private async lookup(key: string, load: () => Promise<Identity | null>): Promise<Identity | null> {
    const epoch = this.epoch;
    const identity = await load();
    if (this.enabled && epoch === this.epoch) this.store(key, identity);
    return identity;
  }

  private async reload(key: string, load: () => Promise<Identity | null>): Promise<void> {
    this.reloading.add(key);
    try {
      // Started once the request that found the entry has gone on (its body read, its handler run, what it sent
      // written, and on the way to whoever it asked): building, sending and answering the lookup is CPU, here and
      // in the database, it would otherwise wait behind.
      await new Promise((resolve) => setTimeout(resolve, this.reloadDelayMs));
      await this.lookup(key, load);
    } catch (err) {
      this.onReloadError?.(err);
    } finally {
      this.reloading.delete(key);
    }
  }

  private store(key: string, identity: Identity | null): void {
    this.entries.set(key, { identity });
    if (!identity) return;
    add(this.byUser, identity.id, key);
    if (identity.account) add(this.byAccount, identity.account.id, key);
  }

  private unindex(key: string, identity: Identity | null): void {
    if (!identity) return;
    remove(this.byUser, identity.id, key);
    if (identity.account) remove(this.byAccount, identity.account.id, key);
  }
}

function add(index: Map<string, Set<string>>, id: string, key: string) {
  const keys = index.get(id);
  if (keys) keys.add(key);
  else index.set(id, new Set([key]));
}

function remove(index: Map<string, Set<string>>, id: string, key: string) {
  const keys = index.get(id);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(id);
}
