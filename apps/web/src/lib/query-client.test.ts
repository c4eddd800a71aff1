import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, currentUserQueryKey } from './query-client';

async function failingQuery(status: number) {
  const client = createQueryClient();
  await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => ({ signedIn: true }) });
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

    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the current user alone on other failures', async () => {
    const client = await failingQuery(403);

    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);
  });
});
