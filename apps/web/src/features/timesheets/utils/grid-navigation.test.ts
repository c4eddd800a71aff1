import { describe, expect, it } from 'vitest';
import { gridKeyOf, isNoteKey, moveInGrid } from './grid-navigation';

// Two rows of five days; the third day is a Saturday; the first row's last day is outside its dates.
const shape = {
  editable: [
    [true, true, true, true, false],
    [true, true, true, true, true],
  ],
  workdays: [true, true, false, true, true],
};

describe('moveInGrid', () => {
  it('moves with the arrows, locked cells included, and stops at the edges', () => {
    expect(moveInGrid(shape, { row: 0, day: 1 }, 'ArrowRight')).toEqual({ row: 0, day: 2 });
    expect(moveInGrid(shape, { row: 0, day: 3 }, 'ArrowRight')).toEqual({ row: 0, day: 4 });
    expect(moveInGrid(shape, { row: 0, day: 4 }, 'ArrowRight')).toBeNull();
    expect(moveInGrid(shape, { row: 0, day: 0 }, 'ArrowLeft')).toBeNull();
    expect(moveInGrid(shape, { row: 0, day: 1 }, 'ArrowDown')).toEqual({ row: 1, day: 1 });
    expect(moveInGrid(shape, { row: 1, day: 4 }, 'ArrowUp')).toEqual({ row: 0, day: 4 });
    expect(moveInGrid(shape, { row: 0, day: 4 }, 'ArrowUp')).toBeNull();
    expect(moveInGrid(shape, { row: 1, day: 1 }, 'ArrowDown')).toBeNull();
  });

  it("goes to the row's first and last day with Home and End", () => {
    expect(moveInGrid(shape, { row: 0, day: 2 }, 'Home')).toEqual({ row: 0, day: 0 });
    expect(moveInGrid(shape, { row: 0, day: 1 }, 'End')).toEqual({ row: 0, day: 4 });
  });

  it('steps over weekends and locked days to the next row with Next', () => {
    expect(moveInGrid(shape, { row: 0, day: 1 }, 'Next')).toEqual({ row: 0, day: 3 });
    expect(moveInGrid(shape, { row: 0, day: 3 }, 'Next')).toEqual({ row: 1, day: 0 });
    expect(moveInGrid(shape, { row: 1, day: 4 }, 'Next')).toBeNull();
  });
});

describe('gridKeyOf', () => {
  const press = (
    key: string,
    modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) => ({
    key,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('reads Enter as Next, leaves Tab to leave the grid, and leaves shortcuts with Ctrl alone', () => {
    expect(gridKeyOf(press('Enter'))).toBe('Next');
    expect(gridKeyOf(press('Tab'))).toBeNull();
    expect(gridKeyOf(press('Tab', { shiftKey: true }))).toBeNull();
    expect(gridKeyOf(press('Enter', { ctrlKey: true }))).toBeNull();
    expect(gridKeyOf(press('ArrowUp'))).toBe('ArrowUp');
    expect(gridKeyOf(press('5'))).toBeNull();
  });

  it('takes Shift+Enter as the note key', () => {
    expect(isNoteKey(press('Enter', { shiftKey: true }))).toBe(true);
    expect(isNoteKey(press('Enter'))).toBe(false);
  });
});
