import type { StandInSettings } from '@timekeep/shared/schemas/stand-ins';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './stand-ins.policy';
import { readStandInSettings, writeStandInSettings } from './stand-ins.queries';

/** PUT /api/admin/stand_in_settings: whether any employee may stand in for a lead; audited. */
export async function setStandInSettings(
  db: Db,
  actor: Actor,
  settings: StandInSettings,
): Promise<StandInSettings> {
  authorize(policyActorOf(actor), 'editSettings', undefined);
  return db.transaction(async (tx) => {
    const before = await readStandInSettings(tx);
    await writeStandInSettings(tx, settings.anyEmployee);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'stand_in_settings_changed',
      entityType: 'stand_in',
      before,
      after: settings,
    });
    return settings;
  });
}
