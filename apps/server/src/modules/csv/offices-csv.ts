import { recordAudits } from '../../core/audit';
import { officeHolidays, offices, personOffices } from '../../db/schema';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  splitByChange,
} from './csv-kind';
import {
  loadOfficeHolidays,
  loadOfficeMoves,
  loadOffices,
  peopleByEmail,
  upsertOfficeHolidays,
  upsertOfficeMoves,
  upsertOffices,
} from './offices-csv.queries';

const nameKey = (name: string) => name.toLowerCase();
const noOffice = (name: string) => `No office is named ${name}.`;

/** Offices by name (any case): a new name is added, a known one takes the file's time zone. */
export const officesCsv: CsvKindHandler<'offices'> = {
  writes: [offices],

  async exportRows(executor) {
    return (await loadOffices(executor)).map((office) => ({ name: office.name, time_zone: office.timeZone }));
  },

  async plan(executor, lines) {
    const stored = new Map((await loadOffices(executor)).map((office) => [nameKey(office.name), office]));
    const { kept, problems } = refuseRepeatedKeys(lines, ({ row }) => nameKey(row.name), 'name');
    const planned = kept.map(({ line, row }) => {
      const before = stored.get(nameKey(row.name));
      return {
        row,
        before,
        change: changeOf(line, row.name, before && { time_zone: before.timeZone }, {
          time_zone: row.time_zone,
        }),
      };
    });
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        const written = await upsertOffices(
          tx,
          toWrite.map(({ row }) => ({ name: row.name, timeZone: row.time_zone })),
        );
        const byName = new Map(written.map((office) => [nameKey(office.name), office]));
        await recordAudits(
          tx,
          toWrite.map(({ row, before }) => ({
            actorId,
            action: before ? 'office_updated' : 'office_created',
            entityType: 'office',
            entityId: byName.get(nameKey(row.name))!.id,
            before: before && { name: before.name, timeZone: before.timeZone },
            after: { name: byName.get(nameKey(row.name))!.name, timeZone: row.time_zone },
            detail: { source: 'csv' },
          })),
        );
      },
    };
  },
};

/** Office holidays by office (its name) and date: a new date is added, a known one takes the file's name. */
export const officeHolidaysCsv: CsvKindHandler<'office_holidays'> = {
  writes: [officeHolidays],

  async exportRows(executor) {
    return (await loadOfficeHolidays(executor)).map((holiday) => ({
      office: holiday.office,
      date: holiday.date,
      name: holiday.name,
    }));
  },

  async plan(executor, lines) {
    const [officeRows, holidayRows] = await Promise.all([
      loadOffices(executor),
      loadOfficeHolidays(executor),
    ]);
    const officeIds = new Map(officeRows.map((office) => [nameKey(office.name), office.id]));
    const stored = new Map(holidayRows.map((holiday) => [`${holiday.officeId} ${holiday.date}`, holiday]));
    const { kept, problems } = refuseRepeatedKeys(
      lines,
      ({ row }) => `${nameKey(row.office)} ${row.date}`,
      'date',
    );
    const planned = [];
    for (const { line, row } of kept) {
      const officeId = officeIds.get(nameKey(row.office));
      if (officeId === undefined) {
        problems.push(problemAt(line, 'office', noOffice(row.office)));
        continue;
      }
      const before = stored.get(`${officeId} ${row.date}`);
      const change = changeOf(line, `${row.office} ${row.date}`, before && { name: before.name }, {
        name: row.name,
      });
      planned.push({ row, officeId, before, change });
    }
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        const written = await upsertOfficeHolidays(
          tx,
          toWrite.map(({ row, officeId }) => ({ officeId, date: row.date, name: row.name })),
        );
        const byKey = new Map(written.map((holiday) => [`${holiday.officeId} ${holiday.date}`, holiday]));
        await recordAudits(
          tx,
          toWrite.map(({ row, officeId, before }) => {
            const holiday = byKey.get(`${officeId} ${row.date}`)!;
            return {
              actorId,
              action: before ? 'office_holiday_renamed' : 'office_holiday_created',
              entityType: 'office_holiday',
              entityId: holiday.id,
              before: before && { officeId, date: before.date, name: before.name },
              after: holiday,
              detail: { source: 'csv' },
            };
          }),
        );
      },
    };
  },
};

/** People's offices by email and day: the person belongs to the office (its name) from that day on. */
export const officeMovesCsv: CsvKindHandler<'office_moves'> = {
  writes: [personOffices],

  async exportRows(executor) {
    return (await loadOfficeMoves(executor)).map((move) => ({
      email: move.email,
      office: move.office,
      effective_from: move.effectiveFrom,
    }));
  },

  async plan(executor, lines) {
    const [officeRows, moveRows, personIds] = await Promise.all([
      loadOffices(executor),
      loadOfficeMoves(executor),
      peopleByEmail(
        executor,
        lines.map(({ row }) => row.email),
      ),
    ]);
    const officeIds = new Map(officeRows.map((office) => [nameKey(office.name), office.id]));
    const stored = new Map(moveRows.map((move) => [`${move.personId} ${move.effectiveFrom}`, move]));
    const { kept, problems } = refuseRepeatedKeys(
      lines,
      ({ row }) => `${row.email} ${row.effective_from}`,
      'effective_from',
    );
    const planned = [];
    for (const { line, row } of kept) {
      const personId = personIds.get(row.email);
      if (personId === undefined) {
        problems.push(problemAt(line, 'email', `Nobody has the email ${row.email}.`));
        continue;
      }
      const officeId = officeIds.get(nameKey(row.office));
      if (officeId === undefined) {
        problems.push(problemAt(line, 'office', noOffice(row.office)));
        continue;
      }
      const before = stored.get(`${personId} ${row.effective_from}`);
      const change = changeOf(
        line,
        `${row.email} ${row.effective_from}`,
        before && { office: before.office },
        { office: officeRows.find((office) => office.id === officeId)!.name },
      );
      planned.push({ row, personId, officeId, before, change });
    }
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        await upsertOfficeMoves(
          tx,
          toWrite.map(({ row, personId, officeId }) => ({
            personId,
            officeId,
            effectiveFrom: row.effective_from,
          })),
          actorId,
        );
        await recordAudits(
          tx,
          toWrite.map(({ row, personId, officeId, before }) => ({
            actorId,
            action: 'office_move_created',
            entityType: 'office_move',
            entityId: `${personId} ${row.effective_from}`,
            before: before && { personId, officeId: before.officeId, effectiveFrom: row.effective_from },
            after: { personId, officeId, effectiveFrom: row.effective_from },
            detail: { source: 'csv' },
          })),
        );
      },
    };
  },
};
