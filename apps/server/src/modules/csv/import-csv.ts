import { todayIso } from '@timekeep/shared/domain/periods';
import type { CsvImportResult, CsvKind, CsvProblem } from '@timekeep/shared/schemas/csv';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './csv.policy';
import { lockTablesForImport } from './csv.queries';
import { csvKinds, planCsvImport } from './csv-kinds';

/** The refusal of a file with bad lines: the first one named, and how many there are. */
function refusalOf(problems: readonly CsvProblem[]): AppError {
  const [first] = problems;
  const lines = new Set(problems.map((problem) => problem.line)).size;
  const where = first!.column ? `Line ${first!.line} (${first!.column})` : `Line ${first!.line}`;
  return new AppError(
    'validation_failed',
    `${where}: ${first!.message.replace(/\.?$/, '.')} ${lines} line(s) have problems; nothing was imported. Preview the file to see them all.`,
    'body.csv',
  );
}

/**
 * POST /api/admin/csv/{kind}: all or nothing, in one transaction. The tables the kind writes are locked
 * against other writers, every line is checked, and only when none is bad are the changes written with
 * set-based statements, each record's audit entry beside it, and one entry for the import itself.
 */
export async function importCsv(db: Db, actor: Actor, kind: CsvKind, text: string): Promise<CsvImportResult> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'import', { kind });
  return db.transaction(async (tx) => {
    await lockTablesForImport(tx, csvKinds[kind].writes);
    const { preview, planned } = await planCsvImport(tx, kind, text, {
      actor: policyActor,
      today: todayIso(),
    });
    if (planned.problems.length > 0) throw refusalOf(planned.problems);
    await planned.write(tx, actor.id);
    const result = { kind, created: preview.creates, updated: preview.updates, unchanged: preview.unchanged };
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'csv_imported',
      entityType: 'csv_import',
      entityId: kind,
      detail: { ...result, records: preview.records },
    });
    return result;
  });
}
