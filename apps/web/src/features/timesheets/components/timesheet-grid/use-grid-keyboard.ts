import { ENTRY_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { firstTabbableAfter } from '../../utils/focus-recovery';
import { type CellPosition, gridKeyOf, isNoteKey, moveInGrid } from '../../utils/grid-navigation';
import { describeHoursAdjustment } from '../../utils/hours-adjustment';
import { type DraftRow, firstEmptyWorkday, isDayEnabled } from '../../utils/timesheet-draft';
import type { CellKey, GridDay } from './grid-types';

/** A note opened from its day's hours, and what was typed for it before its field took the focus. */
interface NoteOpening extends CellKey {
  note: string;
  readOnly: boolean;
}

/** What the grid holds now, read by handlers that must not wait for a render. */
export interface GridNow {
  rows: readonly DraftRow[];
  days: readonly GridDay[];
  lockedReason: string | null;
}

export function cellSelector({ rowKey, date }: CellKey): string {
  return `input[data-row-key="${rowKey}"][data-date="${date}"]`;
}

/**
 * The day cells' keyboard and focus handling (the WAI-ARIA grid pattern with a roving tab index): which cell
 * holds the one tab stop, arrows, Home, End, Enter and Tab, the note key with the keys typed before the note's
 * field shows, and the hint that says how typed hours were read.
 */
export function useGridKeyboard({
  tableRef,
  latest,
  rows,
  days,
  onHoursChange,
  onNoteChange,
}: {
  tableRef: RefObject<HTMLTableElement | null>;
  latest: RefObject<GridNow>;
  rows: readonly DraftRow[];
  days: readonly GridDay[];
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
}) {
  const [active, setActive] = useState<CellKey | null>(null);
  const [openNote, setOpenNote] = useState<CellKey | null>(null);
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const noteOpening = useRef<NoteOpening | null>(null);

  const activeCell = useMemo(() => defaultActiveCell(rows, days, active), [rows, days, active]);

  const handleHoursChange = useCallback(
    (rowKey: string, date: string, text: string) => {
      setAdjustment(describeHoursAdjustment(text));
      onHoursChange(rowKey, date, text);
    },
    [onHoursChange],
  );

  const handleNoteOpenChange = useCallback(
    (rowKey: string, date: string, open: boolean) => {
      noteOpening.current = null;
      if (open) {
        setOpenNote({ rowKey, date });
        return;
      }
      setOpenNote(null);
      tableRef.current?.querySelector<HTMLInputElement>(cellSelector({ rowKey, date }))?.focus();
    },
    [tableRef],
  );

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

  const handleClick = (event: MouseEvent<HTMLTableElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.dataset.rowKey) target.select();
  };

  return {
    activeCell,
    openNote,
    adjustment,
    handleHoursChange,
    handleNoteOpenChange,
    handleFocus,
    handleKeyDown,
    handleClick,
  };
}

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
