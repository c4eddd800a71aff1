import { fullName } from '@timekeep/shared/domain/person-names';
import { standInState } from '@timekeep/shared/domain/stand-in-rules';
import type { StandIn } from '@timekeep/shared/schemas/stand-ins';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import { can } from './stand-ins.policy';
import type { StandInRow } from './stand-ins.queries';

/** A range as the API shows it to the caller: names, where it is today, and whether they may end it. */
export function presentStandIn(row: StandInRow, actor: PolicyActor): StandIn {
  const state = standInState({ ...row, endedEarly: row.endedEarlyAt !== null }, actor.today);
  return {
    id: row.id,
    lead: { id: row.leadId, name: fullName({ firstName: row.leadFirstName, lastName: row.leadLastName }) },
    standIn: {
      id: row.standInId,
      name: fullName({ firstName: row.standInFirstName, lastName: row.standInLastName }),
    },
    startDate: row.startDate,
    endDate: row.endDate,
    state,
    createdBy:
      row.createdById === null || row.createdByFirstName === null || row.createdByLastName === null
        ? null
        : {
            id: row.createdById,
            name: fullName({ firstName: row.createdByFirstName, lastName: row.createdByLastName }),
          },
    mayEnd: can(actor, 'end', { kind: 'range', leadId: row.leadId, state }),
  };
}
