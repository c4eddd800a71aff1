import { useQueryClient } from '@tanstack/react-query';
import { AUTO_SAVE_DELAY_MS, isSaveable } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getTimesheet, useTimesheet } from '../api/get-timesheet';
import { timesheetKeys } from '../api/query-keys';
import { useRescindTimesheet } from '../api/rescind-timesheet';
import { useSaveTimesheet } from '../api/save-timesheet';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import {
  type DraftRow,
  isDraftEdited,
  isDraftValid,
  moveRow,
  newRow,
  rebaseRows,
  rowsFromServer,
  toRowInputs,
} from './timesheet-draft';

export type SaveOutcome = 'saved' | 'invalid' | 'not-saveable' | 'stale' | 'failed';

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
  const saving = saveMutation.isPending || submitMutation.isPending || rescindMutation.isPending;
  const loading = query.isFetching || !ready;
  const edited = base !== null && isDraftEdited(base, rows);
  const valid = isDraftValid(rows);
  // Whether the status still allows edits is the server's call, sent as permissions.edit.
  const locked = base === null || saving || loading || !base.permissions.edit;
  const saveable = isSaveable({ edited, loading, saving }) && !locked;

  const updateRows = useCallback((change: (rows: DraftRow[]) => DraftRow[], schedulesAutoSave: boolean) => {
    setState((previous) => (previous ? { ...previous, rows: change(previous.rows) } : previous));
    if (schedulesAutoSave) setAutoSaveRequest((count) => count + 1);
  }, []);

  const updateRow = useCallback(
    (key: string, change: (row: DraftRow) => DraftRow) =>
      updateRows((all) => all.map((row) => (row.key === key ? change(row) : row)), true),
    [updateRows],
  );
  const addRow = useCallback(
    () => updateRows((all) => insertBeforeReadOnly(all, newRow()), false),
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
    if (!base) return 'not-saveable';
    if (!valid) return 'invalid';
    if (!saveable) return 'not-saveable';
    setAutoSaveRequest(0);
    try {
      const saved = await saveMutation.mutateAsync({
        timesheetId: base.id,
        body: {
          timesheetPeriodId: base.timesheetPeriodId,
          version: base.version,
          timesheetRows: toRowInputs(rows),
        },
      });
      acceptSaved(saved);
      return 'saved';
    } catch (error) {
      return error instanceof ApiError && error.code === 'stale_version' ? 'stale' : 'failed';
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
    saveable,
    updateRow,
    addRow,
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
