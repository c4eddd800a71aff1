import { addDays } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { roleFlags } from '@timekeep/shared/domain/roles';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { StandIn } from '@timekeep/shared/schemas/stand-ins';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { presentStandIn } from './present-stand-in';
import { listCandidates, listStandIns, readStandInSettings } from './stand-ins.queries';

/** How long a range stays listed after it is over. */
const LISTED_AFTER_END_DAYS = 30;

const stateOrder = { active: 0, upcoming: 1, ended: 2 } as const;

/**
 * GET /api/stand_ins: the caller's ranges as lead or stand-in (an admin sees everyone's), running first, then
 * upcoming, then those over in the last 30 days; and the company's setting of who may stand in.
 */
export async function listStandInsOf(
  db: Db,
  actor: Actor,
): Promise<{ standIns: StandIn[]; anyEmployee: boolean }> {
  const policyActor = policyActorOf(actor);
  const personId = roleFlags(actor).admin ? null : actor.id;
  const [rows, settings] = await Promise.all([
    listStandIns(db, personId, addDays(policyActor.today, -LISTED_AFTER_END_DAYS)),
    readStandInSettings(db),
  ]);
  const standIns = rows
    .map((row) => presentStandIn(row, policyActor))
    .sort((a, b) => stateOrder[a.state] - stateOrder[b.state]);
  return { standIns, anyEmployee: settings.anyEmployee };
}

/** GET /api/stand_ins/candidates: who may stand in for the lead (the caller unless an admin names one). */
export async function listStandInCandidates(
  db: Db,
  actor: Actor,
  leadId: number | undefined,
): Promise<NamedOption[]> {
  const forLead = roleFlags(actor).admin && leadId !== undefined ? leadId : actor.id;
  const { anyEmployee } = await readStandInSettings(db);
  const candidates = await listCandidates(db, forLead, anyEmployee);
  return candidates.map((person) => ({ id: person.id, name: fullName(person) }));
}
