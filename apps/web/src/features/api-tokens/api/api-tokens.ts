import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  apiTokenListSchema,
  CreatePersonalToken,
  CreateServiceToken,
  createdApiTokenSchema,
} from '@timekeep/shared/schemas/api-tokens';
import { apiCall, apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './query-keys';

export type TokenKind = 'personal' | 'service';

const listPath: Record<TokenKind, string> = {
  personal: '/api/tokens',
  service: '/api/admin/service_tokens',
};

/** GET /api/tokens (the caller's own) or GET /api/admin/service_tokens (admins). */
export function useApiTokens(kind: TokenKind) {
  return useQuery({
    queryKey: apiTokenKeys[kind],
    queryFn: async () => (await apiCall<typeof apiTokenListSchema>(listPath[kind])).tokens,
  });
}

/** POST /api/tokens: a personal token, its secret answered once. */
export function useCreatePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePersonalToken) =>
      apiCall<typeof createdApiTokenSchema>(listPath.personal, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.personal }),
  });
}

/** POST /api/admin/service_tokens: a service token, its secret answered once. */
export function useCreateServiceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServiceToken) =>
      apiCall<typeof createdApiTokenSchema>(listPath.service, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.service }),
  });
}

/** DELETE /api/tokens/{id} or /api/admin/service_tokens/{id}; answers 204. */
export function useRevokeApiToken(kind: TokenKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(`${listPath[kind]}/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys[kind] }),
  });
}
