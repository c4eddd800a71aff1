/** A day cell of the grid by its row and day (column) index. */
export interface CellPosition {
  row: number;
  day: number;
}

/**
 * The grid as the keyboard sees it: editable[row][day] for each day cell, and which days are workdays. Arrows,
 * Home and End reach every cell (a locked one says why it is locked); Enter stops on editable workdays.
 */
interface GridShape {
  editable: readonly (readonly boolean[])[];
  workdays: readonly boolean[];
}

type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'Next';

/** The editable workday cells in reading order: where Enter stops. */
function workdayStops(shape: GridShape): CellPosition[] {
  return shape.editable.flatMap((cells, row) =>
    cells.flatMap((enabled, day) => (enabled && shape.workdays[day] ? [{ row, day }] : [])),
  );
}

/**
 * Where a key moves the active cell: arrows to the next cell that way, Home and End to the row's ends, Next
 * (Enter) to the next editable workday cell in reading order. Null when there is nowhere to go.
 */
export function moveInGrid(shape: GridShape, from: CellPosition, key: GridKey): CellPosition | null {
  const lastDay = shape.workdays.length - 1;
  const lastRow = shape.editable.length - 1;
  const to = (row: number, day: number) =>
    row < 0 || row > lastRow || day < 0 || day > lastDay ? null : { row, day };
  switch (key) {
    case 'ArrowLeft':
      return to(from.row, from.day - 1);
    case 'ArrowRight':
      return to(from.row, from.day + 1);
    case 'ArrowUp':
      return to(from.row - 1, from.day);
    case 'ArrowDown':
      return to(from.row + 1, from.day);
    case 'Home':
      return to(from.row, 0);
    case 'End':
      return to(from.row, lastDay);
    case 'Next': {
      const after = (cell: CellPosition) =>
        cell.row > from.row || (cell.row === from.row && cell.day > from.day);
      return workdayStops(shape).find(after) ?? null;
    }
  }
}

/** The grid key a keyboard event stands for, or null for keys the grid leaves alone (Tab leaves the grid). */
export function gridKeyOf(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): GridKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter') return event.shiftKey ? null : 'Next';
  if (event.shiftKey) return null;
  const keys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  return keys.includes(event.key) ? (event.key as GridKey) : null;
}

/** The note key, as aria-keyshortcuts and the hints name it. */
export const NOTE_KEY_NAME = 'Shift+Enter';

/** The note key: Shift+Enter opens the note of the focused day cell (not a character, so typing hours is free). */
export function isNoteKey(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return event.key === 'Enter' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
}
