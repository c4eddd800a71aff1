import { fullName } from '@timekeep/shared/domain/person-names';
import { standInDatesProblem } from '@timekeep/shared/domain/stand-in-rules';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { CreateStandInBody, StandIn } from '@timekeep/shared/schemas/stand-ins';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentStandIn } from './present-stand-in';
import { authorize } from './stand-ins.policy';
import {
  findOverlappingStandIn,
  findStandIn,
  insertStandIn,
  listCandidates,
  lockLead,
  readStandInSettings,
} from './stand-ins.queries';

/**
 * POST /api/stand_ins: a lead (or an admin for them) names a stand-in for some days. The stand-in is another
 * lead, or any enabled employee when the company allows it; one stand-in at a time per lead. In one
 * transaction holding the lead's row, audited, and the stand-in is told.
 */
export async function nameStandIn(db: Db, actor: Actor, body: CreateStandInBody): Promise<StandIn> {
  const policyActor = policyActorOf(actor);
  const leadId = body.leadId ?? actor.id;
  const id = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) throw new AppError('not_found', 'There is no such lead.', 'leadId');
    authorize(policyActor, 'name', { kind: 'lead', leadId, leadsTeam: lead.leadsTeam });
    const datesProblem = standInDatesProblem(body.startDate, body.endDate, policyActor.today);
    if (datesProblem) throw new AppError('validation_failed', datesProblem, 'endDate');
    const { anyEmployee } = await readStandInSettings(tx);
    const [candidate] = await listCandidates(tx, leadId, anyEmployee, body.standInId);
    if (!candidate) {
      throw new AppError(
        'rule_violation',
        anyEmployee
          ? 'A stand-in is an enabled employee other than the lead.'
          : 'A stand-in is another lead: the company does not let other employees stand in.',
        'standInId',
      );
    }
    const overlapping = await findOverlappingStandIn(tx, leadId, body.startDate, body.endDate);
    if (overlapping) {
      throw new AppError(
        'conflict',
        `A stand-in is already named for ${formatDateRange(overlapping.startDate, overlapping.endDate)}: end it first or choose other days.`,
        'startDate',
      );
    }
    const range = { leadId, standInId: body.standInId, startDate: body.startDate, endDate: body.endDate };
    const created = await insertStandIn(tx, { ...range, createdBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'stand_in_named',
      entityType: 'stand_in',
      entityId: created,
      after: range,
    });
    const named = await findStandIn(tx, created);
    const leadName = fullName({ firstName: named!.leadFirstName, lastName: named!.leadLastName });
    const by = actor.id === leadId ? actor.name : `${actor.name} (admin)`;
    await recordNotifications(tx, [
      {
        about: body.standInId,
        to: 'person',
        kind: 'stand_in_named',
        actorId: actor.id,
        subject: `${by} named you stand-in for ${leadName}, ${formatDateRange(body.startDate, body.endDate)}: you may approve and reject for their team then.`,
        body: null,
        link: '/team/pending',
        detail: { standInId: created },
      },
    ]);
    return created;
  });
  return presentStandIn((await findStandIn(db, id))!, policyActor);
}
