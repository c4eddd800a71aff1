import type { Timesheet, TimesheetRow } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { rowsFromPreviousPeriod } from './copy-previous-rows';
import { daysOverLimit } from './day-totals';
import { buildProjectOptions } from './project-options';
import {
  chooseProject,
  datesDroppedByChoice,
  firstEmptyWorkday,
  hasEntries,
  hasSameProject,
  isChosenElsewhere,
  isDayEnabled,
  isDraftEdited,
  isDraftValid,
  keepEditsMadeDuringSave,
  lockedDayReason,
  moveRow,
  newRow,
  type ProjectChoice,
  rebaseRows,
  rowsFromServer,
  setEntryHours,
  setEntryNote,
  toRowInputs,
} from './timesheet-draft';

function serverRow(overrides: Partial<TimesheetRow>): TimesheetRow {
  return {
    id: 1,
    engagementId: 10,
    additionalProjectId: null,
    projectId: 'ACME-1001',
    resourceId: 100,
    role: 'Consultant',
    name: 'Acme Platform',
    clientName: 'Acme',
    startDate: '2025-03-01',
    endDate: null,
    state: 'open',
    readOnly: false,
    billable: true,
    timesheetEntries: [{ id: 1, date: '2025-03-03', hours: 8, note: null }],
    budget: null,
    ...overrides,
  };
}

function timesheetWith(rows: TimesheetRow[], version = 3): Timesheet {
  return {
    id: 7,
    spudUserId: 1,
    employee: 'Erin Employee',
    employmentStartDate: '2020-01-06',
    status: 'unsubmitted',
    version,
    timesheetPeriodId: 200,
    timesheetPeriod: { startDate: '2025-03-01', endDate: '2025-03-15' },
    periodClosed: false,
    timesheetRows: rows,
    hoursTotal: 8,
    hoursWorked: 8,
    hoursTimeOff: 0,
    capacity: 80,
    hoursBillable: 8,
    utilization: 0.1,
    timeOff: [],
    holidays: [],
    timeOffRows: [],
    timeOffChangedAt: null,
    changesSinceSentBack: null,
    permissions: {
      edit: true,
      submit: true,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    },
  };
}

describe('the local copy', () => {
  const saved = timesheetWith([serverRow({})]);

  it('is not edited as loaded, and is edited after a change of hours', () => {
    const rows = rowsFromServer(saved);
    expect(isDraftEdited(saved, rows)).toBe(false);
    const changed = [setEntryHours(rows[0]!, '2025-03-04', '2.5')];
    expect(isDraftEdited(saved, changed)).toBe(true);
  });

  it('does not count retyping the same number as an edit', () => {
    const rows = [setEntryHours(rowsFromServer(saved)[0]!, '2025-03-03', '8.0')];
    expect(isDraftEdited(saved, rows)).toBe(false);
  });

  it('applies the hour-entry rule as the person types', () => {
    const row = setEntryHours(newRow(), '2025-03-03', '9x.555');
    expect(row.entries['2025-03-03']!.hours).toBe('9.55');
  });

  it('sends new rows without id, in order, leaving out empty entries', () => {
    const fresh = setEntryNote(
      setEntryHours({ ...newRow(), additionalProjectId: 5 }, '2025-03-05', '0'),
      '2025-03-06',
      'Prep',
    );
    const inputs = toRowInputs([...rowsFromServer(saved), fresh]);
    expect(inputs).toEqual([
      {
        id: 1,
        resourceId: 100,
        additionalProjectId: null,
        timesheetEntries: [{ date: '2025-03-03', hours: 8, note: null }],
      },
      {
        resourceId: null,
        additionalProjectId: 5,
        timesheetEntries: [{ date: '2025-03-06', hours: 0, note: 'Prep' }],
      },
    ]);
  });

  it('works a row out again only when an edit replaces it, and always sees the edit', () => {
    const [first, second] = [
      setEntryHours(newRow(), '2025-03-03', '1'),
      setEntryHours(newRow(), '2025-03-04', '2'),
    ];
    const before = toRowInputs([first!, second!]);
    const edited = setEntryHours(second!, '2025-03-04', '7.5');
    const after = toRowInputs([first!, edited]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.timesheetEntries).toEqual([{ date: '2025-03-04', hours: 7.5, note: null }]);
    expect(toRowInputs([first!, second!])[1]!.timesheetEntries[0]!.hours).toBe(2);
  });

  it('is valid only when every row has a project', () => {
    expect(isDraftValid(rowsFromServer(saved))).toBe(true);
    expect(isDraftValid([...rowsFromServer(saved), newRow()])).toBe(false);
  });
});

describe('choosing a project', () => {
  it("sets the row's project and drops entries outside the new role's dates", () => {
    let row = newRow();
    row = setEntryHours(row, '2025-03-03', '4');
    row = setEntryHours(row, '2025-03-12', '4');
    const chosen = chooseProject(row, {
      resourceId: 9,
      additionalProjectId: null,
      engagementId: 3,
      projectId: 'NWND-1004',
      role: 'Consultant',
      name: 'Northwind',
      clientName: 'Northwind',
      startDate: '2025-03-01',
      endDate: '2025-03-10',
      billable: true,
    });
    expect(chosen).toMatchObject({ resourceId: 9, projectId: 'NWND-1004', role: 'Consultant' });
    expect(Object.keys(chosen.entries)).toEqual(['2025-03-03']);
    expect(hasEntries(chosen)).toBe(true);
  });

  it('tells a change of hours or notes from a change of project, role or dates', () => {
    const [row] = rowsFromServer(timesheetWith([serverRow({})]));
    expect(
      hasSameProject(row!, setEntryNote(setEntryHours(row!, '2025-03-04', '6'), '2025-03-04', 'Demo')),
    ).toBe(true);
    expect(hasSameProject(row!, { ...row!, role: 'Architect' })).toBe(false);
    expect(hasSameProject(row!, { ...row!, endDate: '2025-03-10' })).toBe(false);
    expect(hasSameProject(row!, { ...row!, billable: false })).toBe(false);
  });

  it('disables days outside the row dates and on read-only rows', () => {
    const [row] = rowsFromServer(
      timesheetWith([serverRow({ startDate: '2025-03-05', endDate: '2025-03-10' })]),
    );
    expect(isDayEnabled(row!, '2025-03-04')).toBe(false);
    expect(isDayEnabled(row!, '2025-03-05')).toBe(true);
    expect(isDayEnabled(row!, '2025-03-11')).toBe(false);
    expect(isDayEnabled({ ...row!, readOnly: true }, '2025-03-06')).toBe(false);
    expect(isDayEnabled(newRow(), '2025-03-01')).toBe(true);
  });
});

describe('reordering and rebasing', () => {
  it('moves a row, but never among read-only rows', () => {
    const rows = rowsFromServer(
      timesheetWith([serverRow({ id: 1 }), serverRow({ id: 2 }), serverRow({ id: 3, readOnly: true })]),
    );
    expect(moveRow(rows, 'row-1', 'row-2').map((row) => row.id)).toEqual([2, 1, 3]);
    expect(moveRow(rows, 'row-1', 'row-3').map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("puts the person's changes on top of a newer version without losing the other save", () => {
    const startedFrom = timesheetWith([
      serverRow({ id: 1 }),
      serverRow({ id: 2, timesheetEntries: [] }),
      serverRow({ id: 3, timesheetEntries: [] }),
    ]);
    const mine = rowsFromServer(startedFrom);
    // The person moves row 2 up, types on rows 2 and 1, and deletes row 3.
    const edited = [setEntryHours(mine[1]!, '2025-03-04', '3'), setEntryHours(mine[0]!, '2025-03-05', '1')];
    // Meanwhile another tab added a day on row 1, added row 7 and removed row 3.
    const newer = timesheetWith(
      [
        serverRow({
          id: 1,
          timesheetEntries: [
            { id: 1, date: '2025-03-03', hours: 8, note: null },
            { id: 5, date: '2025-03-06', hours: 2, note: 'Other tab' },
          ],
        }),
        serverRow({ id: 2, timesheetEntries: [] }),
        serverRow({ id: 7, timesheetEntries: [{ id: 8, date: '2025-03-07', hours: 4, note: null }] }),
        serverRow({ id: 9, readOnly: true }),
      ],
      4,
    );
    const rebased = rebaseRows(edited, startedFrom, newer);
    expect(rebased.map((row) => row.id)).toEqual([2, 1, 7, 9]);
    expect(rebased[0]!.entries['2025-03-04']!.hours).toBe('3');
    expect(Object.keys(rebased[1]!.entries).sort()).toEqual(['2025-03-03', '2025-03-05', '2025-03-06']);
    expect(isDraftEdited(newer, rebased)).toBe(true);
  });

  it('keeps a row deleted elsewhere only when the person changed it', () => {
    const startedFrom = timesheetWith([serverRow({ id: 1 }), serverRow({ id: 2 }), serverRow({ id: 3 })]);
    const [first, second, third] = rowsFromServer(startedFrom);
    const newer = timesheetWith([serverRow({ id: 1 })], 4);
    const rebased = rebaseRows(
      [first!, setEntryHours(second!, '2025-03-04', '2'), third!],
      startedFrom,
      newer,
    );
    expect(rebased.map((row) => [row.id, row.isNew])).toEqual([
      [1, false],
      [null, true],
    ]);
  });
});

function choiceOf(resourceId: number, startDate: string, endDate: string | null): ProjectChoice {
  return {
    resourceId,
    additionalProjectId: null,
    engagementId: 10,
    projectId: 'ACME-1001',
    role: 'Consultant',
    name: 'Acme Platform',
    clientName: 'Acme',
    startDate,
    endDate,
    billable: true,
  };
}

describe('a save in flight', () => {
  it('keeps what was typed while it ran, on top of the saved rows and ids', () => {
    const started = timesheetWith([serverRow({})]);
    const sentRow = setEntryHours(rowsFromServer(started)[0]!, '2025-03-04', '2');
    const added = chooseProject(newRow(), choiceOf(101, '2025-03-01', null));
    const sent = [sentRow, added];
    const typedMeanwhile = [
      setEntryHours(sentRow, '2025-03-05', '3'),
      setEntryHours(added, '2025-03-06', '1'),
    ];
    const saved = timesheetWith(
      [
        serverRow({
          timesheetEntries: [
            { id: 1, date: '2025-03-03', hours: 8, note: null },
            { id: 2, date: '2025-03-04', hours: 2, note: null },
          ],
        }),
        serverRow({ id: 2, resourceId: 101, timesheetEntries: [] }),
      ],
      4,
    );
    const rows = keepEditsMadeDuringSave(sent, typedMeanwhile, saved);
    expect(rows.map((row) => [row.key, row.id])).toEqual([
      [sentRow.key, 1],
      [added.key, 2],
    ]);
    expect(rows[0]!.entries['2025-03-05']?.hours).toBe('3');
    expect(rows[1]!.entries['2025-03-06']?.hours).toBe('1');
    expect(isDraftEdited(saved, rows)).toBe(true);
    expect(isDraftEdited(saved, keepEditsMadeDuringSave(sent, sent, saved))).toBe(false);
  });
});

describe('choosing a project', () => {
  const rows = rowsFromServer(timesheetWith([serverRow({})]));
  const choice = choiceOf(100, '2025-03-05', '2025-03-10');

  it('is refused for a role another row already holds', () => {
    expect(isChosenElsewhere([...rows, newRow()], 'new-other', choice)).toBe(true);
    expect(isChosenElsewhere(rows, rows[0]!.key, choice)).toBe(false);
  });

  it('names the typed days it would drop, being outside its dates', () => {
    const typed = setEntryHours(setEntryHours(newRow(), '2025-03-03', '4'), '2025-03-06', '2');
    expect(datesDroppedByChoice(typed, choice)).toEqual(['2025-03-03']);
  });
});

describe('where typing goes on and why a day is locked', () => {
  const days = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'].map((date, index) => ({
    date,
    isWeekend: index < 2,
    isHoliday: false,
  }));

  it('goes to the first empty workday of the row', () => {
    const row = rowsFromServer(timesheetWith([serverRow({})]))[0]!;
    expect(firstEmptyWorkday(row, days)).toBe(3);
  });

  it('says the dates of the project outside them, and nothing inside', () => {
    const row = rowsFromServer(timesheetWith([serverRow({ startDate: '2025-03-03', endDate: null })]))[0]!;
    expect(lockedDayReason(row, '2025-03-02')).toBe('Locked: this project and role run from Mar 3, 2025');
    expect(lockedDayReason(row, '2025-03-04')).toBeNull();
  });

  it('finds the days over 24 hours across the rows', () => {
    const [first] = rowsFromServer(timesheetWith([serverRow({})]));
    const second = setEntryHours(newRow(), '2025-03-03', '20');
    expect(daysOverLimit([first!, second], ['2025-03-03', '2025-03-04'])).toEqual(['2025-03-03']);
  });
});

describe('copying the previous period', () => {
  it('keeps the rows still open in the new period, without hours, and counts the others', () => {
    const previous = timesheetWith([
      serverRow({}),
      serverRow({ id: 2, resourceId: 999, projectId: 'OLD-1' }),
      serverRow({ id: 3, resourceId: null, additionalProjectId: 3, projectId: null, role: null }),
    ]);
    const options = buildProjectOptions(
      [
        {
          clientId: 1,
          clientName: 'Acme',
          engagementId: 10,
          name: 'Acme Platform',
          projectId: 'ACME-1001',
          billable: true,
          startDate: '2025-01-01',
          endDate: null,
          roles: [{ id: 5, resourceId: 100, name: 'Consultant', startDate: '2025-01-01', endDate: null }],
        },
      ],
      [{ id: 3, name: 'Internal Training', assignment: { startDate: '2020-01-01', endDate: null } }],
      { startDate: '2025-03-16', endDate: '2025-03-31' },
    );
    const { rows, skipped } = rowsFromPreviousPeriod(previous, options);
    expect(rows.map((row) => [row.resourceId, row.additionalProjectId, row.isNew])).toEqual([
      [100, null, true],
      [null, 3, true],
    ]);
    expect(rows.every((row) => Object.keys(row.entries).length === 0)).toBe(true);
    expect(skipped).toBe(1);
  });
});
