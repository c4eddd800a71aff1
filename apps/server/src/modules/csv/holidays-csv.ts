import { recordAudits } from '../../core/audit';
import { holidays } from '../../db/schema';
import { calendarRefusal } from '../calendar';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  splitByChange,
} from './csv-kind';
import { approvedTimesheetsOnDates, loadHolidays, upsertHolidays } from './holidays-csv.queries';

/**
 * Holidays by date: a new date is added (unless approved timesheets already count that day's capacity), a
 * known date takes the file's name.
 */
export const holidaysCsv: CsvKindHandler<'holidays'> = {
  writes: [holidays],

  async exportRows(executor) {
    return (await loadHolidays(executor)).map((holiday) => ({ date: holiday.date, name: holiday.name }));
  },

  async plan(executor, lines) {
    const stored = new Map((await loadHolidays(executor)).map((holiday) => [holiday.date, holiday]));
    const { kept, problems } = refuseRepeatedKeys(lines, ({ row }) => row.date, 'date');
    const added = kept.filter(({ row }) => !stored.has(row.date));
    const approved = await approvedTimesheetsOnDates(
      executor,
      added.map(({ row }) => row.date),
    );
    const refused = new Set<number>();
    for (const { line, row } of added) {
      const refusal = calendarRefusal('create', {
        kind: 'holiday',
        date: row.date,
        approvedTimesheets: approved.get(row.date) ?? 0,
      });
      if (refusal) {
        refused.add(line);
        problems.push(problemAt(line, 'date', refusal));
      }
    }
    const planned = kept
      .filter(({ line }) => !refused.has(line))
      .map(({ line, row }) => {
        const before = stored.get(row.date);
        return {
          row,
          before,
          change: changeOf(line, row.date, before && { name: before.name }, { name: row.name }),
        };
      });
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        const written = new Map(
          (
            await upsertHolidays(
              tx,
              toWrite.map(({ row }) => row),
            )
          ).map((h) => [h.date, h]),
        );
        await recordAudits(
          tx,
          toWrite.map(({ row, before }) => ({
            actorId,
            action: before ? 'holiday_renamed' : 'holiday_created',
            entityType: 'holiday',
            entityId: written.get(row.date)!.id,
            before,
            after: written.get(row.date),
            detail: { source: 'csv' },
          })),
        );
      },
    };
  },
};
