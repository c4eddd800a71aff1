import type { PeriodClosingSettings } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './calendar.policy';
import { readClosingSettings, writeClosingSettings } from './period-close.queries';

/** GET /api/admin/period_closing_settings. */
export async function getClosingSettings(db: Db, actor: Actor): Promise<PeriodClosingSettings> {
  authorize(policyActorOf(actor), 'read');
  return readClosingSettings(db);
}

/** PUT /api/admin/period_closing_settings: audited; the period-close job applies it within a minute. */
export async function setClosingSettings(
  db: Db,
  actor: Actor,
  settings: PeriodClosingSettings,
): Promise<PeriodClosingSettings> {
  authorize(policyActorOf(actor), 'edit');
  return db.transaction(async (tx) => {
    const before = await readClosingSettings(tx);
    await writeClosingSettings(tx, settings.autoCloseWorkingDays);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'period_closing_settings_changed',
      entityType: 'timesheet_period',
      before,
      after: settings,
    });
    return settings;
  });
}
