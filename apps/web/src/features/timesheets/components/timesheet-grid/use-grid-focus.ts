import { type Ref, type RefObject, useEffect, useImperativeHandle, useState } from 'react';
import { type DraftRow, firstEmptyWorkday } from '../../utils/timesheet-draft';
import type { CellKey, GridDay, TimesheetGridHandle } from './grid-types';
import { cellSelector, type GridNow } from './use-grid-keyboard';

type FocusRequest = { kind: 'row' | 'project'; rowKey: string } | { kind: 'cell'; cell: CellKey | null };

/** How long a focus request waits for its target (a row just added, the picker's code on a slow line) to show. */
const FOCUS_WAIT_MS = 10_000;

/** The page's focus requests (`TimesheetGridHandle`), each waiting until the grid shows its target. */
export function useGridFocus(
  ref: Ref<TimesheetGridHandle> | undefined,
  tableRef: RefObject<HTMLTableElement | null>,
  latest: RefObject<GridNow>,
  activeCell: CellKey | null,
) {
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

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
  }, [focusRequest, activeCell, tableRef, latest]);
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
