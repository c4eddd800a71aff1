import { Alert } from '@mantine/core';
import { fullName } from '@timekeep/shared/domain/person-names';
import { useRelatedManagers } from '../api/get-related-managers';

/**
 * 'Viewing time off for {first name} {last name}' while the Time Off tab views another lead's team
 * (`managerId`), as the Time tab says 'Viewing timesheets for …' (spec section 2).
 */
export function ViewingTimeOffBanner({ managerId }: { managerId: number | null }) {
  const related = useRelatedManagers();
  const viewedAs = related.data?.find((manager) => manager.id === managerId);
  if (!viewedAs) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      Viewing time off for {fullName(viewedAs)}
    </Alert>
  );
}
