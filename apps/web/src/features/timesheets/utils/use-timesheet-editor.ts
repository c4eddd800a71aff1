import { useQueryClient } from '@tanstack/react-query';
import { datesOfPeriod } from '@timekeep/shared/domain/periods';
import { AUTO_SAVE_DELAY_MS, isSaveable } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getTimesheet, useTimesheet } from '../api/get-timesheet';
import { timesheetKeys } from '../api/query-keys';
import { useRescindTimesheet } from '../api/rescind-timesheet';
import { useSaveTimesheet } from '../api/save-timesheet';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import { daysOverLimit } from './day-totals';
import { refusesBeyondBudget } from './row-budgets';
import { type RefusedPlace, refusedPlace } from './save-refusal';
import {
  type DraftRow,
  isDraftEdited,
  isDraftValid,
  keepEditsMadeDuringSave,
  moveRow,
  newRow,
  rebaseRows,
  rowsFromServer,
  toRowInputs,
} from './timesheet-draft';

/**
 * What a save did. A refusal the server explains carries its message, and where it shows when the field it
 * names is a row or an entry of the save (null otherwise).
 */
export type SaveOutcome =
  | { kind: 'saved' | 'invalid' | 'not-saveable' | 'stale' }
  | { kind: 'over-limit'; dates: string[] }
  | { kind: 'refused'; message: string; place: RefusedPlace | null }
  | { kind: 'failed' };

/**
 * Refusals whose message the server words for the person (4xx with a field or a rule), among them the period an
 * admin closed while the timesheet was open.
 */
const EXPLAINED_REFUSALS: readonly (string | null)[] = [
  'validation_failed',
  'rule_violation',
  'limit_exceeded',
  'period_closed',
];

interface EditorState {
  base: Timesheet;
  rows: DraftRow[];
}

/**
 * The timesheet of a period with the person's local edits on top: what is edited, valid, saveable and locked,
 * the auto-save 30 s after the last change, and save, submit and rescind against the API.
 */
export function useTimesheetEditor(startDate: string | null) {
  const queryClient = useQueryClient();
  const query = useTimesheet(startDate);
  const saveMutation = useSaveTimesheet();
  const submitMutation = useSubmitTimesheet();
  const rescindMutation = useRescindTimesheet();
  const [state, setState] = useState<EditorState | null>(null);
  /** Bumped by each change to an entry, note or row project: the auto-save waits 30 s after the last one. */
  const [autoSaveRequest, setAutoSaveRequest] = useState(0);

  // A newly loaded or saved copy replaces the local one (derived during render, so no stale frame shows).
  const data = query.data;
  let current = state;
  if (data && state?.base !== data) {
    current = { base: data, rows: rowsFromServer(data) };
    setState(current);
    setAutoSaveRequest(0);
  }
  const ready = current !== null && current.base === data;
  const base = ready ? current!.base : null;
  const rows = ready ? current!.rows : [];
  // A save leaves the grid editable (what is typed meanwhile is kept and saved next); a submit or rescind locks it.
  const saving = saveMutation.isPending;
  const transitioning = submitMutation.isPending || rescindMutation.isPending;
  const loading = query.isFetching || !ready;
  const edited = base !== null && isDraftEdited(base, rows);
  const valid = isDraftValid(rows);
  // Whether the status still allows edits is the server's call, sent as permissions.edit.
  const locked = base === null || transitioning || loading || !base.permissions.edit;
  const saveable = isSaveable({ edited, loading, saving }) && !locked;
  const latestRows = useRef(rows);
  latestRows.current = rows;

  const updateRows = useCallback((change: (rows: DraftRow[]) => DraftRow[], schedulesAutoSave: boolean) => {
    setState((previous) => (previous ? { ...previous, rows: change(previous.rows) } : previous));
    if (schedulesAutoSave) setAutoSaveRequest((count) => count + 1);
  }, []);

  const updateRow = useCallback(
    (key: string, change: (row: DraftRow) => DraftRow) =>
      updateRows((all) => all.map((row) => (row.key === key ? change(row) : row)), true),
    [updateRows],
  );
  /** Adds an empty row and answers its key. */
  const addRow = useCallback(() => {
    const row = newRow();
    updateRows((all) => insertBeforeReadOnly(all, row), false);
    return row.key;
  }, [updateRows]);
  /** Puts rows after the existing ones (copied from another period), kept as a change to save. */
  const appendRows = useCallback(
    (added: DraftRow[]) => updateRows((all) => [...all, ...added], true),
    [updateRows],
  );
  const deleteRow = useCallback(
    (key: string) => updateRows((all) => all.filter((row) => row.key !== key || row.readOnly), false),
    [updateRows],
  );
  const reorderRows = useCallback(
    (fromKey: string, toKey: string) => updateRows((all) => moveRow(all, fromKey, toKey), false),
    [updateRows],
  );

  const acceptSaved = useCallback(
    (saved: Timesheet) => {
      queryClient.setQueryData(timesheetKeys.period(startDate), saved);
    },
    [queryClient, startDate],
  );

  const save = async (): Promise<SaveOutcome> => {
    if (!base) return { kind: 'not-saveable' };
    if (!valid) return { kind: 'invalid' };
    if (!saveable) return { kind: 'not-saveable' };
    const overLimit = daysOverLimit(rows, datesOfPeriod(base.timesheetPeriod));
    if (overLimit.length > 0) return { kind: 'over-limit', dates: overLimit };
    setAutoSaveRequest(0);
    if (refusesBeyondBudget(base)) {
      // Refused as the server would refuse it, without sending: the rows stay as typed, and the auto-save waits
      // for the next change. Loaded only for such a timesheet: the first load of /timesheets is held to 200 kB.
      const { beyondBudgetRefusal } = await import('./beyond-budget');
      const beyondBudget = beyondBudgetRefusal(base, rows);
      if (beyondBudget) return { kind: 'refused', message: beyondBudget.message, place: beyondBudget };
    }
    const sent = rows;
    try {
      const saved = await saveMutation.mutateAsync({
        timesheetId: base.id,
        body: {
          timesheetPeriodId: base.timesheetPeriodId,
          version: base.version,
          timesheetRows: toRowInputs(sent),
        },
      });
      // Merged before the cache changes: the render that follows would start again from the saved rows.
      const merged = keepEditsMadeDuringSave(sent, latestRows.current, saved);
      acceptSaved(saved);
      const stored = queryClient.getQueryData<Timesheet>(timesheetKeys.period(startDate)) ?? saved;
      setState({ base: stored, rows: merged });
      return { kind: 'saved' };
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'failed' };
      if (error.code === 'stale_version') return { kind: 'stale' };
      if (EXPLAINED_REFUSALS.includes(error.code)) {
        return {
          kind: 'refused',
          message: error.message,
          place: refusedPlace(sent, error.field, error.message),
        };
      }
      return { kind: 'failed' };
    }
  };

  /** After a 409: loads the newer version and puts the person's unsaved rows on top of it. */
  const reloadOntoNewerVersion = async () => {
    const newer = await getTimesheet(startDate);
    queryClient.setQueryData(timesheetKeys.period(startDate), newer);
    // The cache may share structure with the copy it held, so the stored object is the one to compare against.
    const stored = queryClient.getQueryData<Timesheet>(timesheetKeys.period(startDate)) ?? newer;
    setState({ base: stored, rows: base ? rebaseRows(rows, base, stored) : rowsFromServer(stored) });
  };

  const submit = async () => {
    if (!base?.id) return;
    acceptSaved(await submitMutation.mutateAsync({ timesheetId: base.id, version: base.version }));
  };

  const rescind = async () => {
    if (!base?.id) return;
    acceptSaved(await rescindMutation.mutateAsync({ timesheetId: base.id, version: base.version }));
  };

  // The budget check a save of this timesheet runs, loaded with it so that a save does not wait for it.
  useEffect(() => {
    if (base && refusesBeyondBudget(base)) void import('./beyond-budget');
  }, [base]);

  // Selecting another period cancels a pending auto-save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of period only
  useEffect(() => setAutoSaveRequest(0), [startDate]);

  const saveRef = useRef<() => Promise<SaveOutcome>>(save);
  saveRef.current = save;
  const onAutoSavedRef = useRef<(outcome: SaveOutcome) => void>(() => undefined);
  useEffect(() => {
    if (autoSaveRequest === 0) return;
    const timer = setTimeout(() => {
      void saveRef.current().then((outcome) => onAutoSavedRef.current(outcome));
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoSaveRequest]);

  return {
    query,
    timesheet: base,
    rows,
    edited,
    valid,
    locked,
    saving,
    transitioning,
    saveable,
    updateRow,
    addRow,
    appendRows,
    deleteRow,
    reorderRows,
    save,
    submit,
    rescind,
    reloadOntoNewerVersion,
    /** Lets the page tell the person what an auto-save did. */
    onAutoSavedRef,
  };
}

function insertBeforeReadOnly(rows: DraftRow[], row: DraftRow): DraftRow[] {
  const firstReadOnly = rows.findIndex((existing) => existing.readOnly);
  if (firstReadOnly === -1) return [...rows, row];
  return [...rows.slice(0, firstReadOnly), row, ...rows.slice(firstReadOnly)];
}

export type TimesheetEditor = ReturnType<typeof useTimesheetEditor>;
