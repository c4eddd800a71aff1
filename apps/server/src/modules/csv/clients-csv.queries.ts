import type { Executor } from '../../db/client';
import { clients } from '../../db/schema';

/** Adds the clients in one statement, answering them as stored. */
export function insertClients(executor: Executor, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return executor
    .insert(clients)
    .values(names.map((name) => ({ name })))
    .returning({ id: clients.id, name: clients.name });
}

// Engagements and their roles
