import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { lookupKeys } from './lookups/query-keys';
import { createQueryClient } from './query-client';

async function failingQuery(status: number) {
  const client = createQueryClient();
  await client.fetchQuery({ queryKey: lookupKeys.currentUser, queryFn: async () => ({ signedIn: true }) });
  await client
    .fetchQuery({
      queryKey: ['holidays'],
      queryFn: () => Promise.reject(new ApiError(status, 'any', 'Failed')),
    })
    .catch(() => undefined);
  return client;
}

describe('createQueryClient', () => {
  it('re-checks the current user when any call answers 401', async () => {
    const client = await failingQuery(401);

    expect(client.getQueryState(lookupKeys.currentUser)?.isInvalidated).toBe(true);
  });

  it('leaves the current user alone on other failures', async () => {
    const client = await failingQuery(403);

    expect(client.getQueryState(lookupKeys.currentUser)?.isInvalidated).toBe(false);
  });
});
