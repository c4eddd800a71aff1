import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type {
  CreateStandInBody,
  StandInSettings,
  standInCandidatesResponseSchema,
  standInResponseSchema,
  standInSettingsSchema,
  standInsResponseSchema,
} from '@timekeep/shared/schemas/stand-ins';
import { apiCall } from '../../../lib/api-client';

const standInKeys = {
  all: ['stand-ins'] as const,
  list: () => [...standInKeys.all, 'list'] as const,
  candidates: (leadId: number | null) => [...standInKeys.all, 'candidates', leadId ?? 'self'] as const,
};

/** GET /api/stand_ins: the caller's stand-ins (everyone's for an admin) and who may stand in. */
export function useStandIns() {
  return useQuery(
    queryOptions({
      queryKey: standInKeys.list(),
      queryFn: () => apiCall<typeof standInsResponseSchema>('/api/stand_ins'),
    }),
  );
}

/** GET /api/stand_ins/candidates: who may stand in for the lead (the caller when null). */
export function useStandInCandidates(leadId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: standInKeys.candidates(leadId),
      queryFn: async (): Promise<NamedOption[]> =>
        (
          await apiCall<typeof standInCandidatesResponseSchema>('/api/stand_ins/candidates', {
            query: { lead_id: leadId },
          })
        ).candidates,
    }),
  );
}

/**
 * After any change, the ranges and the candidates are read again, and so is everything under `team` (whose
 * lists a stand-in sees as acting for the lead), the caller's own session included on their next request.
 */
function useStandInWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: standInKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['team'] });
    },
  });
}

/** POST /api/stand_ins. */
export const useNameStandIn = () =>
  useStandInWrite(
    async (body: CreateStandInBody) =>
      (await apiCall<typeof standInResponseSchema>('/api/stand_ins', { method: 'POST', body })).standIn,
  );

/** DELETE /api/stand_ins/{id}: ends it now. */
export const useEndStandIn = () =>
  useStandInWrite(
    async (id: number) =>
      (await apiCall<typeof standInResponseSchema>(`/api/stand_ins/${id}`, { method: 'DELETE' })).standIn,
  );

/** PUT /api/admin/stand_in_settings (admins). */
export const useSetStandInSettings = () =>
  useStandInWrite((body: StandInSettings) =>
    apiCall<typeof standInSettingsSchema>('/api/admin/stand_in_settings', { method: 'PUT', body }),
  );
