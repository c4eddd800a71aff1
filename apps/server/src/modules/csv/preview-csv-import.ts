import { todayIso } from '@timekeep/shared/domain/periods';
import type { CsvKind, CsvPreview } from '@timekeep/shared/schemas/csv';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './csv.policy';
import { planCsvImport } from './csv-kinds';

/** POST /api/admin/csv/{kind}/preview: what the file would create and change, and every bad line; writes nothing. */
export async function previewCsvImport(
  db: Db,
  actor: Actor,
  kind: CsvKind,
  text: string,
): Promise<CsvPreview> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'preview', { kind });
  const { preview } = await planCsvImport(db, kind, text, { actor: policyActor, today: todayIso() });
  return preview;
}
