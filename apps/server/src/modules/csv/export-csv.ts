import { todayIso } from '@timekeep/shared/domain/periods';
import { type CsvKind, csvColumns } from '@timekeep/shared/schemas/csv';
import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import { stringifyCsv } from './csv-format';
import { csvKinds, requireCsvAccess } from './csv-kinds';

/** GET /api/admin/csv/{kind}: every record of the kind, in the columns its import reads (a round trip changes nothing). */
export async function exportCsv(executor: Executor, actor: Actor, kind: CsvKind) {
  requireCsvAccess(actor, 'export', kind);
  const rows = await csvKinds[kind].exportRows(executor);
  return { fileName: `${kind}-${todayIso()}.csv`, text: stringifyCsv(csvColumns[kind], rows) };
}
