import { Table, Text } from '@mantine/core';
import type { RowBudget } from '@timekeep/shared/schemas/budgets';
import type { TimesheetTimeOffRow } from '@timekeep/shared/schemas/timesheets';
import { lazy, type ReactNode, type Ref, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NOTE_KEY_NAME } from '../../utils/grid-navigation';
import type { ProjectOption } from '../../utils/project-options';
import type { RefusedPlace } from '../../utils/save-refusal';
import type { DraftRow } from '../../utils/timesheet-draft';
import { GridFoot } from './grid-foot';
import { GridHead } from './grid-head';
import { GridRow } from './grid-row';
import type { GridDay, TimesheetGridHandle } from './grid-types';
import { createValueStore, SortableRows } from './sortable-rows';
import classes from './timesheet-grid.module.css';
import { useGridFocus } from './use-grid-focus';
import { type GridNow, useGridKeyboard } from './use-grid-keyboard';
import { useProjectPicker } from './use-project-picker';
import { visuallyHidden } from './visually-hidden';

/**
 * Approved time off's locked rows load apart from the first load of /timesheets (held to 200 kB): most periods
 * have none, and a period that has them shows them once the small chunk is there.
 */
const TimeOffRows = lazy(() => import('./time-off-rows').then((module) => ({ default: module.TimeOffRows })));

const noBudgets: ReadonlyMap<number, RowBudget> = new Map();

interface TimesheetGridProps {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  /** The owner's approved time off, as locked rows after the project rows (never saved). */
  timeOffRows?: readonly TimesheetTimeOffRow[];
  options: readonly ProjectOption[];
  /** Why the whole timesheet cannot be changed now, or null when it can. */
  lockedReason: string | null;
  /** Each engagement's budget, by engagement id: a row over its budget says so. */
  budgets?: ReadonlyMap<number, RowBudget>;
  /** The last refused save's message and the row (and day) it names, or null. */
  refusal: RefusedPlace | null;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onChooseProject: (rowKey: string, option: ProjectOption) => void;
  onDeleteRow: (rowKey: string) => void;
  onReorder: (fromKey: string, toKey: string) => void;
  ref?: Ref<TimesheetGridHandle>;
}

/**
 * The editable grid: one row per project, one column per date of the period, totals by row and by day. The day
 * cells are one keyboard stop (the WAI-ARIA grid pattern with a roving tab index): arrows, Home and End move,
 * Enter goes to the next workday, Tab leaves the grid, the note key opens the day's note.
 */
export function TimesheetGrid({
  days,
  rows,
  timeOffRows = [],
  options,
  lockedReason,
  budgets = noBudgets,
  refusal,
  onHoursChange,
  onNoteChange,
  onChooseProject,
  onDeleteRow,
  onReorder,
  ref,
}: TimesheetGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const latest = useRef<GridNow>({ rows, days, lockedReason });
  latest.current = { rows, days, lockedReason };
  const locked = lockedReason !== null;
  const keyboard = useGridKeyboard({ tableRef, latest, rows, days, onHoursChange, onNoteChange });
  const { activeCell, openNote } = keyboard;
  useGridFocus(ref, tableRef, latest, activeCell);
  const projectPicker = useProjectPicker();

  const rowKeys = rows.map((row) => row.key).join('\n');
  const sortableKeys = useMemo(() => (rowKeys ? rowKeys.split('\n') : []), [rowKeys]);
  const rowElements =
    rows.length === 0 ? (
      <Table.Tr>
        <Table.Td colSpan={days.length + 4}>
          <Text c="gray.7" ta="center" py="md">
            No rows yet. Add a row and choose a project to log time.
          </Text>
        </Table.Td>
      </Table.Tr>
    ) : (
      rows.map((row, index) => (
        <GridRow
          key={row.key}
          row={row}
          index={index}
          days={days}
          options={options}
          ProjectPicker={projectPicker}
          lockedReason={lockedReason}
          budget={(row.engagementId !== null && budgets.get(row.engagementId)) || null}
          refusal={refusal?.rowKey === row.key ? refusal : null}
          activeDate={activeCell?.rowKey === row.key ? activeCell.date : null}
          openNoteDate={openNote?.rowKey === row.key ? openNote.date : null}
          onHoursChange={keyboard.handleHoursChange}
          onNoteChange={onNoteChange}
          onNoteOpenChange={keyboard.handleNoteOpenChange}
          onChooseProject={onChooseProject}
          onDeleteRow={onDeleteRow}
        />
      ))
    );
  const [rowsShown] = useState(() => createValueStore<ReactNode>(rowElements));
  useLayoutEffect(() => rowsShown.set(rowElements));

  return (
    <>
      <div className={classes.scrollContainer}>
        <Table
          ref={tableRef}
          miw={1200}
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing={2}
          aria-label="Timesheet"
          onFocus={keyboard.handleFocus}
          onKeyDown={keyboard.handleKeyDown}
          onClick={keyboard.handleClick}
        >
          <GridHead days={days} editable />
          <SortableRows rowKeys={sortableKeys} rows={rowsShown} onReorder={onReorder} />
          <Suspense fallback={null}>
            <TimeOffRows rows={timeOffRows} days={days} editable />
          </Suspense>
          <GridFoot days={days} rows={rows} timeOffRows={timeOffRows} editable />
        </Table>
        {locked && rows.length > 0 && (
          <span style={visuallyHidden}>The timesheet is locked for editing.</span>
        )}
      </div>
      <Text size="xs" c="gray.7" mt={4} role="status" aria-live="polite" className={classes.gridHint}>
        {keyboard.adjustment ??
          `Arrows move between days and rows; Enter goes to the next workday; Tab leaves the grid; ${NOTE_KEY_NAME} opens the day's note, Enter or Escape returns to the hours.`}
      </Text>
    </>
  );
}
