import { todayIso } from '@timekeep/shared/domain/periods';
import { type CsvKind, csvColumns } from '@timekeep/shared/schemas/csv';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { authorize } from './csv.policy';
import { stringifyCsv } from './csv-format';
import { csvKinds } from './csv-kinds';

/** GET /api/admin/csv/{kind}: every record of the kind, in the columns its import reads (a round trip changes nothing). */
export async function exportCsv(executor: Executor, actor: Actor, kind: CsvKind) {
  authorize(policyActorOf(actor), 'export', { kind });
  const rows = await csvKinds[kind].exportRows(executor);
  return { fileName: `${kind}-${todayIso()}.csv`, text: stringifyCsv(csvColumns[kind], rows) };
}
