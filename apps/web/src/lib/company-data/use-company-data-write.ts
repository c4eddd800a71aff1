import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDataKeys } from './query-keys';

/**
 * A change to the company's data as a mutation: once it succeeds, every company-data query is read again, and
 * so are the lookups other screens share that the change touches (`alsoChanges`: holidays, periods...).
 */
export function useCompanyDataWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  alsoChanges: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [companyDataKeys.all, ...alsoChanges].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
