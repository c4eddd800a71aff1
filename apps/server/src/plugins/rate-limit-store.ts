import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countRateLimitHit, deleteEndedRateLimitCounters } from './rate-limit.queries';

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every app server on it counts
 * the same hits: a client cannot multiply its allowance by the number of servers behind the load balancer.
 * Each rate-limited route counts apart (the key starts with its method and path).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /**
     * The plugin builds one store from its options, then one per route from the route's limit merged with
     * `routeInfo` (its types say route options; at run time it is that merge).
     */
    constructor(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${String(route.url)} ` : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRateLimitHit(db, `${this.prefix}${key}`, timeWindow)
        .then(async ({ hits, msLeft }) => {
          if (hits === 1) await deleteEndedRateLimitCounters(db);
          callback(null, { current: hits, ttl: Math.max(msLeft, 0) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  }
  return DatabaseRateLimitStore;
}
