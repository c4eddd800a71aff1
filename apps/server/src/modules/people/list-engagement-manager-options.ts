import { fullName } from '@timekeep/shared/domain/person-names';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { Db } from '../../db/client';
import { listEngagementManagers } from './people.queries';

/** GET /api/employees/engagement_managers: the Engagement Manager filter's options (not scoped: names only). */
export async function listEngagementManagerOptions(db: Db): Promise<NamedOption[]> {
  const managers = await listEngagementManagers(db);
  return managers.map((manager) => ({ id: manager.id, name: fullName(manager) }));
}
