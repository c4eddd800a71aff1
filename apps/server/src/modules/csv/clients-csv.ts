import { recordAudits } from '../../core/audit';
import { clients } from '../../db/schema';
import { insertClients } from './clients-csv.queries';
import { loadClients } from './csv.queries';
import { byLine, type CsvKindHandler, changeOf, refuseRepeatedKeys } from './csv-kind';

/** Clients by name: new names are created; a name that exists already stays as it is (a client is only a name). */
export const clientsCsv: CsvKindHandler<'clients'> = {
  writes: [clients],

  async exportRows(executor) {
    return (await loadClients(executor)).map((client) => ({ name: client.name }));
  },

  async plan(executor, lines) {
    const stored = new Set((await loadClients(executor)).map((client) => client.name));
    const { kept, problems } = refuseRepeatedKeys(lines, ({ row }) => row.name, 'name');
    const created = kept.filter(({ row }) => !stored.has(row.name));
    return {
      changes: created.map(({ line, row }) => changeOf(line, row.name, undefined, { name: row.name })!),
      unchanged: kept.length - created.length,
      problems: byLine(problems),
      async write(tx, actorId) {
        const inserted = await insertClients(
          tx,
          created.map(({ row }) => row.name),
        );
        await recordAudits(
          tx,
          inserted.map((client) => ({
            actorId,
            action: 'client_created',
            entityType: 'client',
            entityId: client.id,
            after: client,
            detail: { source: 'csv' },
          })),
        );
      },
    };
  },
};
