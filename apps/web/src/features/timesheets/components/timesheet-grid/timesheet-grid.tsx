import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { ENTRY_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { rowTotal, timesheetTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { TimesheetTimeOffDay } from '@timekeep/shared/schemas/timesheets';
import dayjs from 'dayjs';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { describeTimeOff } from '../../../components/timesheet/time-off-words';
import { draftDayTotals, isOverDayLimit } from '../utils/day-totals';
import { firstTabbableAfter } from '../utils/focus-recovery';
import { type CellPosition, gridKeyOf, isNoteKey, moveInGrid, NOTE_KEY_NAME } from '../utils/grid-navigation';
import { describeHoursAdjustment } from '../utils/hours-adjustment';
import type { ProjectOption } from '../utils/project-options';
import type { RefusedPlace } from '../utils/save-refusal';
import {
  type DraftRow,
  firstEmptyWorkday,
  isDayEnabled,
  lockedDayReason,
  toRowInputs,
} from '../utils/timesheet-draft';
import { ChosenProject } from './chosen-project';
import { DayTimeOffMark, timeOffKind } from './day-time-off';
import { HoursCell } from './hours-cell';
import classes from './timesheet-grid.module.css';
import { visuallyHidden } from './visually-hidden';

export interface GridDay {
  date: string;
  isHoliday: boolean;
  holidayName: string | null;
  isToday: boolean;
  isWeekend: boolean;
  /** The owner's approved and pending time off on the day (none, mostly). */
  timeOff?: readonly TimesheetTimeOffDay[];
}

/** What the page asks of the grid: focus where the person goes on after an action. */
export interface TimesheetGridHandle {
  /** Where typing goes on in a row: its first empty workday (its project when none is chosen yet). */
  focusRow: (rowKey: string) => void;
  focusProject: (rowKey: string) => void;
  focusCell: (rowKey: string, date: string) => void;
  /** The grid's keyboard stop: the day cell last active, or the first row's first empty workday. */
  focusActiveCell: () => void;
}

interface TimesheetGridProps {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  options: readonly ProjectOption[];
  /** Why the whole timesheet cannot be changed now, or null when it can. */
  lockedReason: string | null;
  /** The last refused save's message and the row (and day) it names, or null. */
  refusal: RefusedPlace | null;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onChooseProject: (rowKey: string, option: ProjectOption) => void;
  onDeleteRow: (rowKey: string) => void;
  onReorder: (fromKey: string, toKey: string) => void;
  ref?: Ref<TimesheetGridHandle>;
}

interface CellKey {
  rowKey: string;
  date: string;
}

type FocusRequest = { kind: 'row' | 'project'; rowKey: string } | { kind: 'cell'; cell: CellKey | null };

/** A note opened from its day's hours, and what was typed for it before its field took the focus. */
interface NoteOpening extends CellKey {
  note: string;
  readOnly: boolean;
}

export function rowLabel(row: DraftRow, index: number): string {
  if (row.projectId) return `${row.projectId} ${row.role ?? ''}`.trim();
  return row.name || `new row ${index + 1}`;
}

export function rowHours(row: DraftRow): number {
  return rowTotal(toRowInputs([row])[0]!);
}

const timeOffClass = { approved: classes.timeOffApproved, pending: classes.timeOffPending, none: '' };

/** The class names given, without the ones left out (false). */
function cellClasses(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function dayClass(day: GridDay): string {
  return [
    classes.dayHeader,
    day.isWeekend ? classes.weekend : '',
    day.isHoliday ? classes.holiday : '',
    day.isToday ? classes.today : '',
    timeOffClass[timeOffKind(day.timeOff) ?? 'none'],
  ]
    .filter(Boolean)
    .join(' ');
}

type ProjectPickerComponent = typeof import('./project-picker').ProjectPicker;
let loadedProjectPicker: ProjectPickerComponent | null = null;

/**
 * The project picker (and its combobox), loaded just after the grid shows: the first load of /timesheets stays
 * small. Not React.lazy: a lazy component shows its fallback for at least 300 ms the first time it renders, even
 * when its code is in, and the keys typed meanwhile for a first new row's project reached nothing.
 */
function useProjectPicker(): ProjectPickerComponent | null {
  const [picker, setPicker] = useState(() => loadedProjectPicker);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (picker) return;
    let current = true;
    import('./project-picker').then(
      (module) => {
        loadedProjectPicker = module.ProjectPicker;
        if (current) setPicker(() => module.ProjectPicker);
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [picker]);
  // A failed load shows the route's error screen, as a lazy component's would.
  if (failure) throw failure;
  return picker;
}
/** How long a focus request waits for its target (a row just added, the picker's code on a slow line) to show. */
const FOCUS_WAIT_MS = 10_000;
/** The last days of the period show their tips (a locked day's reason, a holiday's name) from the cell's end. */
const END_ALIGNED_TIP_DAYS = 5;

/** Where a day's tip shows, so that it stays inside the grid. */
export function tipAlign(dayIndex: number, dayCount: number): 'start' | 'end' {
  return dayIndex < dayCount - END_ALIGNED_TIP_DAYS ? 'start' : 'end';
}

// Constant options keep the sensors, and so the drag context every row reads, the same from render to render.
const pointerSensorOptions = { activationConstraint: { distance: 4 } };
const keyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

function cellSelector({ rowKey, date }: CellKey): string {
  return `input[data-row-key="${rowKey}"][data-date="${date}"]`;
}

/**
 * The editable grid: one row per project, one column per date of the period, totals by row and by day. The day
 * cells are one keyboard stop (the WAI-ARIA grid pattern with a roving tab index): arrows, Home and End move,
 * Enter goes to the next workday, Tab leaves the grid, the note key opens the day's note.
 */
export function TimesheetGrid({
  days,
  rows,
  options,
  lockedReason,
  refusal,
  onHoursChange,
  onNoteChange,
  onChooseProject,
  onDeleteRow,
  onReorder,
  ref,
}: TimesheetGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<CellKey | null>(null);
  const [openNote, setOpenNote] = useState<CellKey | null>(null);
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const noteOpening = useRef<NoteOpening | null>(null);
  const latest = useRef({ rows, days, lockedReason });
  latest.current = { rows, days, lockedReason };
  const locked = lockedReason !== null;

  const activeCell = useMemo(() => defaultActiveCell(rows, days, active), [rows, days, active]);

  useImperativeHandle(
    ref,
    () => ({
      focusRow: (rowKey) => setFocusRequest({ kind: 'row', rowKey }),
      focusProject: (rowKey) => setFocusRequest({ kind: 'project', rowKey }),
      focusCell: (rowKey, date) => setFocusRequest({ kind: 'cell', cell: { rowKey, date } }),
      focusActiveCell: () => setFocusRequest({ kind: 'cell', cell: null }),
    }),
    [],
  );

  // A focus request waits for the grid to show its target (a new row, a project just chosen, the project picker
  // once its code has loaded): each change to the table tries again, until the target shows or the wait ends.
  useEffect(() => {
    const table = tableRef.current;
    if (!focusRequest || !table) return;
    const focusTarget = () => {
      const { rows: currentRows, days: currentDays } = latest.current;
      const target = resolveFocusTarget(table, focusRequest, currentRows, currentDays, activeCell);
      if (!target) return false;
      target.focus();
      setFocusRequest(null);
      return true;
    };
    if (focusTarget()) return;
    const observer = new MutationObserver(() => {
      if (focusTarget()) observer.disconnect();
    });
    observer.observe(table, { childList: true, subtree: true, attributes: true });
    const giveUp = setTimeout(() => {
      observer.disconnect();
      setFocusRequest(null);
    }, FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [focusRequest, activeCell]);

  const projectPicker = useProjectPicker();

  const handleHoursChange = useCallback(
    (rowKey: string, date: string, text: string) => {
      setAdjustment(describeHoursAdjustment(text));
      onHoursChange(rowKey, date, text);
    },
    [onHoursChange],
  );

  const handleNoteOpenChange = useCallback((rowKey: string, date: string, open: boolean) => {
    noteOpening.current = null;
    if (open) {
      setOpenNote({ rowKey, date });
      return;
    }
    setOpenNote(null);
    tableRef.current?.querySelector<HTMLInputElement>(cellSelector({ rowKey, date }))?.focus();
  }, []);

  /**
   * The note's field takes the focus a moment after the note key (its code loads with the first note opened):
   * keys that reach the day's hours in between belong to the note, not to the hours the person has left.
   */
  const typeAheadIntoNote = (event: KeyboardEvent<HTMLTableElement>, opening: NoteOpening) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey)) {
      handleNoteOpenChange(opening.rowKey, opening.date, false);
      return;
    }
    if (opening.readOnly) return;
    let note = opening.note;
    if (event.key === 'Backspace') note = note.slice(0, -1);
    else if (event.key === 'Enter') note += '\n';
    else if (event.key.length === 1) note += event.key;
    note = note.slice(0, ENTRY_NOTE_MAX_LENGTH);
    if (note === opening.note) return;
    opening.note = note;
    onNoteChange(opening.rowKey, opening.date, note);
  };

  const handleFocus = (event: FocusEvent<HTMLTableElement>) => {
    const { rowKey, date } = event.target.dataset;
    if (!(event.target instanceof HTMLInputElement) || !rowKey || !date) return;
    event.target.select();
    setActive({ rowKey, date });
    setAdjustment(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const { rowKey, date } = target.dataset;
    if (!(target instanceof HTMLInputElement) || !rowKey || !date) return;
    const opening = noteOpening.current;
    if (opening?.rowKey === rowKey && opening.date === date) {
      typeAheadIntoNote(event, opening);
      return;
    }
    if (isNoteKey(event)) {
      event.preventDefault();
      const row = latest.current.rows.find((candidate) => candidate.key === rowKey);
      const locked = latest.current.lockedReason !== null || !row || !isDayEnabled(row, date);
      const note = row?.entries[date]?.note ?? '';
      if (locked && !note.trim()) return;
      setOpenNote({ rowKey, date });
      noteOpening.current = { rowKey, date, note, readOnly: locked };
      return;
    }
    if (event.key === 'Tab') {
      // The day cells are one stop: Tab goes on past the grid's rows (Shift+Tab back to the row's project).
      const after = event.shiftKey || !tableRef.current ? null : firstTabbableAfter(tableRef.current);
      if (after) {
        event.preventDefault();
        after.focus();
      }
      return;
    }
    const key = gridKeyOf(event);
    if (!key) return;
    event.preventDefault();
    const next = moveFrom(latest.current, { rowKey, date }, key);
    if (next) tableRef.current?.querySelector<HTMLInputElement>(cellSelector(next))?.focus();
  };

  const handleClick = (event: React.MouseEvent<HTMLTableElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.dataset.rowKey) target.select();
  };

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
          refusal={refusal?.rowKey === row.key ? refusal : null}
          activeDate={activeCell?.rowKey === row.key ? activeCell.date : null}
          openNoteDate={openNote?.rowKey === row.key ? openNote.date : null}
          onHoursChange={handleHoursChange}
          onNoteChange={onNoteChange}
          onNoteOpenChange={handleNoteOpenChange}
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
          onFocus={handleFocus}
          onKeyDown={handleKeyDown}
          onClick={handleClick}
        >
          <GridHead days={days} editable />
          <SortableRows rowKeys={sortableKeys} rows={rowsShown} onReorder={onReorder} />
          <GridFoot days={days} rows={rows} editable />
        </Table>
        {locked && rows.length > 0 && (
          <span style={visuallyHidden}>The timesheet is locked for editing.</span>
        )}
      </div>
      <Text size="xs" c="gray.7" mt={4} role="status" aria-live="polite" className={classes.gridHint}>
        {adjustment ??
          `Arrows move between days and rows; Enter goes to the next workday; Tab leaves the grid; ${NOTE_KEY_NAME} opens the day's note, Enter or Escape returns to the hours.`}
      </Text>
    </>
  );
}

/** A value read without a context, so that its change renders its readers alone (see `SortableRows`). */
interface ValueStore<Value> {
  get: () => Value;
  set: (value: Value) => void;
  subscribe: (listener: () => void) => () => void;
}

function createValueStore<Value>(initial: Value): ValueStore<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function GridRows({ rows }: { rows: ValueStore<ReactNode> }) {
  return useSyncExternalStore(rows.subscribe, rows.get);
}

/**
 * The rows' drag-and-drop frame (dnd-kit's contexts), rendered again only when the rows' keys or order change;
 * the rows it holds come from a store, so a keystroke renders the body and the edited row alone. A change to any
 * context above the rows (the frame's own, rendered with new rows, or one holding the rows) has React search
 * every row's cells for its readers: about 55,000 component visits per keystroke in a 30-row grid.
 */
const SortableRows = memo(function SortableRows({
  rowKeys,
  rows,
  onReorder,
}: {
  rowKeys: string[];
  rows: ValueStore<ReactNode>;
  onReorder: (fromKey: string, toKey: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerSensorOptions),
    useSensor(KeyboardSensor, keyboardSensorOptions),
  );
  const handleDragEnd = useCallback(
    (event: DragEndEvent) => {
      if (event.over && event.active.id !== event.over.id)
        onReorder(String(event.active.id), String(event.over.id));
    },
    [onReorder],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
        <Table.Tbody>
          <GridRows rows={rows} />
        </Table.Tbody>
      </SortableContext>
    </DndContext>
  );
});

/** The focused cell when it still exists, else the first row's first empty workday: the one tab stop. */
function defaultActiveCell(
  rows: readonly DraftRow[],
  days: readonly GridDay[],
  active: CellKey | null,
): CellKey | null {
  if (active && rows.some((row) => row.key === active.rowKey)) return active;
  const first = rows[0];
  if (!first || days.length === 0) return null;
  const day = days[Math.max(0, firstEmptyWorkday(first, days))]!;
  return { rowKey: first.key, date: day.date };
}

function moveFrom(
  grid: { rows: readonly DraftRow[]; days: readonly GridDay[]; lockedReason: string | null },
  from: CellKey,
  key: NonNullable<ReturnType<typeof gridKeyOf>>,
): CellKey | null {
  const position: CellPosition = {
    row: grid.rows.findIndex((row) => row.key === from.rowKey),
    day: grid.days.findIndex((day) => day.date === from.date),
  };
  const shape = {
    editable: grid.rows.map((row) =>
      grid.days.map((day) => grid.lockedReason === null && isDayEnabled(row, day.date)),
    ),
    workdays: grid.days.map((day) => !day.isWeekend && !day.isHoliday),
  };
  const next = moveInGrid(shape, position, key);
  return next ? { rowKey: grid.rows[next.row]!.key, date: grid.days[next.day]!.date } : null;
}

function resolveFocusTarget(
  table: HTMLTableElement,
  request: FocusRequest,
  rows: readonly DraftRow[],
  days: readonly GridDay[],
  activeCell: CellKey | null,
): HTMLElement | null {
  const project = (rowKey: string) => table.querySelector<HTMLElement>(`[data-project-for="${rowKey}"]`);
  if (request.kind === 'project') return project(request.rowKey);
  if (request.kind === 'cell') {
    const cell = request.cell ?? activeCell;
    return cell ? table.querySelector<HTMLElement>(cellSelector(cell)) : null;
  }
  const row = rows.find((candidate) => candidate.key === request.rowKey);
  if (!row) return null;
  if (row.resourceId === null && row.additionalProjectId === null) return project(row.key);
  const day = days[firstEmptyWorkday(row, days)];
  return day ? table.querySelector<HTMLElement>(cellSelector({ rowKey: row.key, date: day.date })) : null;
}

/** The date columns, with the reorder and delete columns around them when the grid is editable. */
export const GridHead = memo(function GridHead({
  days,
  editable,
}: {
  days: readonly GridDay[];
  editable: boolean;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {editable && (
          <Table.Th className={classes.pinnedReorder}>
            <span style={visuallyHidden}>Reorder</span>
          </Table.Th>
        )}
        <Table.Th className={cellClasses(classes.projectCell, editable && classes.pinnedProject)}>
          Project
        </Table.Th>
        {days.map((day, dayIndex) => (
          <Table.Th key={day.date} className={dayClass(day)} scope="col">
            <div className={classes.tipAnchor}>
              <span style={visuallyHidden}>
                {formatDisplayDate(day.date)}
                {day.isHoliday ? `, holiday: ${day.holidayName}` : ''}
                {day.isToday ? ', today' : ''}
                {day.timeOff?.length ? `, time off: ${describeTimeOff(day.timeOff)}` : ''}
              </span>
              <Text size="xs" c="gray.7" aria-hidden>
                {dayjs(day.date).format('ddd')}
              </Text>
              <Text size="sm" fw={day.isToday ? 700 : 500} aria-hidden>
                {dayjs(day.date).format('D')}
              </Text>
              {day.timeOff && <DayTimeOffMark timeOff={day.timeOff} />}
              {(day.isHoliday || timeOffKind(day.timeOff) !== null) && (
                <span
                  className={classes.tip}
                  data-align={tipAlign(dayIndex, days.length)}
                  data-side="below"
                  aria-hidden
                >
                  {[day.holidayName, describeTimeOff(day.timeOff ?? [])].filter(Boolean).join('; ')}
                </span>
              )}
            </div>
          </Table.Th>
        ))}
        <Table.Th className={cellClasses(classes.totalCell, editable && classes.pinnedTotal)}>Total</Table.Th>
        {editable && (
          <Table.Th className={classes.pinnedDelete}>
            <span style={visuallyHidden}>Delete</span>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
});

/** Hours by day and in all. */
export function GridFoot({
  days,
  rows,
  editable,
}: {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  editable: boolean;
}) {
  const totals = draftDayTotals(rows);
  const grandTotal = timesheetTotal(toRowInputs(rows));
  return (
    <Table.Tfoot>
      <Table.Tr>
        {editable && <Table.Td className={classes.pinnedReorder} />}
        <Table.Th scope="row" className={editable ? classes.pinnedProject : undefined}>
          Day total
        </Table.Th>
        {days.map((day) => {
          const total = totals.get(day.date) ?? 0;
          const over = isOverDayLimit(total);
          return (
            <Table.Td
              key={day.date}
              className={`${classes.totalCell} ${dayClass(day)} ${over ? classes.overLimit : ''}`}
              aria-label={`Total for ${formatDisplayDate(day.date)}${over ? ': more than 24 hours' : ''}`}
              title={over ? 'More than 24 hours on one day: lower one of the rows before saving' : undefined}
            >
              {formatHours(total)}
              {over && <span aria-hidden>!</span>}
            </Table.Td>
          );
        })}
        <Table.Td
          className={cellClasses(classes.totalCell, editable && classes.pinnedTotal)}
          aria-label="Timesheet total"
        >
          <Text fw={700} size="sm">
            {formatHours(grandTotal)}
          </Text>
        </Table.Td>
        {editable && <Table.Td className={classes.pinnedDelete} />}
      </Table.Tr>
    </Table.Tfoot>
  );
}

interface GridRowProps {
  row: DraftRow;
  index: number;
  days: readonly GridDay[];
  options: readonly ProjectOption[];
  /** The project picker once its code is in (the chosen project shows until then). */
  ProjectPicker: ProjectPickerComponent | null;
  lockedReason: string | null;
  /** The last refused save's message when it names this row, or null. */
  refusal: RefusedPlace | null;
  /** The row's date holding the grid's keyboard stop, or null when another row holds it. */
  activeDate: string | null;
  openNoteDate: string | null;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onNoteOpenChange: (rowKey: string, date: string, open: boolean) => void;
  onChooseProject: (rowKey: string, option: ProjectOption) => void;
  onDeleteRow: (rowKey: string) => void;
}

/** One row: re-rendered only when its own props change, so a keystroke renders one row, not the grid. */
const GridRow = memo(function GridRow({
  row,
  index,
  days,
  options,
  ProjectPicker,
  lockedReason,
  refusal,
  activeDate,
  openNoteDate,
  onHoursChange,
  onNoteChange,
  onNoteOpenChange,
  onChooseProject,
  onDeleteRow,
}: GridRowProps) {
  const rowLocked = lockedReason !== null || row.readOnly;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: row.key,
      disabled: rowLocked,
    });
  const label = rowLabel(row, index);
  const chooseProject = useCallback(
    (option: ProjectOption) => onChooseProject(row.key, option),
    [onChooseProject, row.key],
  );
  return (
    <>
      <Table.Tr
        ref={setNodeRef}
        data-row-key={row.key}
        style={{
          transform: CSS.Translate.toString(transform),
          transition,
          opacity: isDragging ? 0.7 : 1,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
        }}
      >
        <Table.Td className={classes.pinnedReorder}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Drag to reorder ${label}`}
            disabled={rowLocked}
            style={{ cursor: rowLocked ? undefined : 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        </Table.Td>
        <Table.Td className={cellClasses(classes.projectCell, classes.pinnedProject)}>
          {ProjectPicker ? (
            <ProjectPicker
              row={row}
              rowLabel={label}
              options={options}
              disabled={rowLocked}
              onChoose={chooseProject}
            />
          ) : (
            <ChosenProject row={row} />
          )}
        </Table.Td>
        {days.map((day, dayIndex) => (
          <Table.Td key={day.date} className={dayClass(day)}>
            <HoursCell
              rowKey={row.key}
              date={day.date}
              entry={row.entries[day.date]}
              label={`${label} on ${formatDisplayDate(day.date)}`}
              lockedReason={lockedReason ?? lockedDayReason(row, day.date)}
              refusal={refusal?.date === day.date ? refusal.message : null}
              tabbable={activeDate === day.date}
              reasonAlign={tipAlign(dayIndex, days.length)}
              noteOpen={openNoteDate === day.date}
              onHoursChange={onHoursChange}
              onNoteChange={onNoteChange}
              onNoteOpenChange={onNoteOpenChange}
            />
          </Table.Td>
        ))}
        <Table.Td
          className={cellClasses(classes.totalCell, classes.pinnedTotal)}
          aria-label={`Total for ${label}`}
        >
          {formatHours(rowHours(row))}
        </Table.Td>
        <Table.Td className={classes.pinnedDelete}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Delete row ${label}`}
            disabled={rowLocked}
            onClick={() => onDeleteRow(row.key)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {refusal && (
        <Table.Tr data-refusal-for={row.key}>
          <Table.Td colSpan={days.length + 4}>
            <Text size="sm" c="red.9">
              {refusal.message}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});
