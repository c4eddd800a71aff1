import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { masterDataKeys } from './query-keys';

/**
 * A change to the company's data as a mutation: once it succeeds, every master-data query is read again, and
 * so are the lookups other screens share that the change touches (`alsoChanges`: holidays, periods...).
 */
export function useMasterDataWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  alsoChanges: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [masterDataKeys.all, ...alsoChanges].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
