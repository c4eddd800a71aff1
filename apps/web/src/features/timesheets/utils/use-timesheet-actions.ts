import { useQueryClient } from '@tanstack/react-query';
import { isIsoDate } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../lib/lookups/get-public-config';
import { timesheetPeriodsQueryOptions } from '../../../lib/lookups/get-timesheet-periods';
import { closeModal, openAlertModal, openConfirmModal } from '../../../lib/modals';
import { toast, useErrorToast } from '../../../lib/toasts';
import { additionalProjectsQueryOptions } from '../api/get-additional-projects';
import { projectsQueryOptions } from '../api/get-projects';
import { timesheetQueryOptions } from '../api/get-timesheet';
import type { TimesheetGridHandle } from '../components/timesheet-grid/grid-types';
import { rowsFromPreviousPeriod } from './copy-previous-rows';
import { isFocusLost, recoverFocusWhenLost } from './focus-recovery';
import { buildProjectOptions, type ProjectOption, projectLabel } from './project-options';
import type { RefusedPlace } from './save-refusal';
import {
  chooseProject,
  datesDroppedByChoice,
  hasEntries,
  hasProject,
  isChosenElsewhere,
  setEntryHours,
  setEntryNote,
} from './timesheet-draft';
import { type SaveOutcome, useTimesheetEditor } from './use-timesheet-editor';

const LEAVE_MESSAGE = 'Are you sure you want to navigate away and lose unsaved changes?';
const INVALID_ROW_MESSAGE =
  'It looks like something might be wrong with your timesheet. Please make sure all rows have a valid project selected.';
const KEEP_FOCUS_SELECTOR = 'input, textarea, [data-keeps-focus]';

function selectedStartDate(searchParams: URLSearchParams): string | null {
  const value = searchParams.get('start_date');
  return value && isIsoDate(value) ? value : null;
}

/**
 * What a person does on their timesheet (save, submit, undo a submission, add, copy, delete and fill rows,
 * change period), with the toasts and modals that answer each, and the guards that keep unsaved changes: a
 * question before leaving, Ctrl shortcuts, and a click outside the entries clearing the focus.
 * `pendingTimeOff` asks, before a submit, which time-off requests still wait for approval.
 */
export function useTimesheetActions(pendingTimeOff: () => Promise<readonly TimeOffRequest[]>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const startDate = selectedStartDate(searchParams);
  // The period asked for, set at the click: the router renders the new URL in a transition, so a second
  // quick click on Next must not read the URL of the render before.
  const [askedStartDate, setAskedStartDate] = useState(startDate);
  useEffect(() => setAskedStartDate(startDate), [startDate]);
  const editor = useTimesheetEditor(startDate);
  /** The last refused save's message, shown beside the row it names until that row changes or a save lands. */
  const [refusal, setRefusal] = useState<RefusedPlace | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: forgets the refusal on a change of period only
  useEffect(() => setRefusal(null), [startDate]);
  const clearRefusalOf = useCallback(
    (rowKey: string) => setRefusal((current) => (current?.rowKey === rowKey ? null : current)),
    [],
  );
  const { timesheet, rows, edited, locked } = editor;
  const queryClient = useQueryClient();
  const gridRef = useRef<TimesheetGridHandle>(null);
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const undoButtonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const focusGrid = useCallback(() => gridRef.current?.focusActiveCell(), []);
  const config = usePublicConfig();

  const reportSave = (outcome: SaveOutcome, trigger: 'manual' | 'auto') => {
    if (outcome.kind === 'saved') {
      setRefusal(null);
      toast.success({ title: 'Timesheet Saved', message: 'Timesheet was successfully saved!' });
    } else if (outcome.kind === 'invalid' && trigger === 'manual') {
      openAlertModal({ title: 'Timesheet Error', message: INVALID_ROW_MESSAGE, closeText: 'Got It' });
    } else if (outcome.kind === 'over-limit' && trigger === 'manual') {
      toast.error({
        title: 'Timesheet Error',
        message: `More than 24 hours on ${outcome.dates.map(formatDisplayDate).join(', ')} across the rows: at most 24 hours a day. Lower the hours of that day, then save.`,
      });
    } else if (outcome.kind === 'refused') {
      setRefusal(outcome.place);
      // Beside the row it names; an auto-save's refusal is also said where the person is looking.
      if (!outcome.place || trigger === 'auto') {
        toast.error({ title: 'Timesheet Not Saved', message: outcome.place?.message ?? outcome.message });
      }
    } else if (outcome.kind === 'stale') {
      openConfirmModal({
        title: 'Timesheet Changed Elsewhere',
        message:
          'This timesheet was saved from another tab or device after you opened it. Load the newer version and keep your unsaved changes on top of it?',
        confirmLabel: 'Reload With My Changes',
        cancelLabel: 'Not Now',
        onConfirm: () => {
          editor.reloadOntoNewerVersion().catch(() =>
            toast.error({
              title: 'Timesheets Failed To Load',
              message:
                'Unable to load timesheets! Please refresh the page and relogin to the corporate single sign-on.',
            }),
          );
        },
      });
    } else if (outcome.kind === 'failed') {
      toast.error({
        title: 'Timesheet Error',
        message: 'Timesheet failed to save, please try again or reload the page!',
      });
    }
    if (outcome.kind === 'refused' && outcome.place && trigger === 'manual') {
      const { rowKey, date } = outcome.place;
      if (date) gridRef.current?.focusCell(rowKey, date);
      else gridRef.current?.focusProject(rowKey);
      return;
    }
    // An auto-save leaves alone a focus the person had already put elsewhere (a click outside the grid
    // leaves it on the page); it only brings back one its own re-render took away.
    if (trigger === 'manual' || !isFocusLost()) recoverFocusWhenLost(focusGrid);
  };
  editor.onAutoSavedRef.current = (outcome) => reportSave(outcome, 'auto');

  const handleSave = async () => reportSave(await editor.save(), 'manual');

  const handleAddRow = () => {
    if (!timesheet || locked) return;
    if (!timesheet.employmentStartDate) {
      openAlertModal({
        title: 'Missing Start Date',
        message: `Please contact HR at ${config.data?.hrEmail ?? 'HR'} to have your employment start date added in Engagements before creating a timesheet.`,
        closeText: 'OK',
      });
      return;
    }
    gridRef.current?.focusProject(editor.addRow());
  };

  const handleCopyPreviousRows = async () => {
    if (!timesheet) return;
    const period = timesheet.timesheetPeriod;
    try {
      // A click may come before the lists it needs have loaded: it waits for them rather than copy nothing.
      const [allPeriods, projectList, additionalList] = await Promise.all([
        queryClient.ensureQueryData(timesheetPeriodsQueryOptions),
        queryClient.ensureQueryData(projectsQueryOptions(period.startDate)),
        queryClient.ensureQueryData(additionalProjectsQueryOptions),
      ]);
      const index = allPeriods.findIndex((candidate) => candidate.startDate === period.startDate);
      const previousPeriod = index > 0 ? allPeriods[index - 1] : undefined;
      if (!previousPeriod) return;
      const previous = await queryClient.fetchQuery(timesheetQueryOptions(previousPeriod.startDate));
      const { rows: copied, skipped } = rowsFromPreviousPeriod(
        previous,
        buildProjectOptions(projectList, additionalList, period),
      );
      const skippedText =
        skipped === 0
          ? ''
          : ` ${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped: ${skipped === 1 ? 'its' : 'their'} project or role is not open in this period.`;
      if (copied.length === 0) {
        toast.error({
          title: 'No Rows Copied',
          message: `The previous period has no rows to copy.${skippedText}`,
        });
        return;
      }
      editor.appendRows(copied);
      toast.success({
        title: 'Rows Copied',
        message: `Copied ${copied.length} ${copied.length === 1 ? 'row' : 'rows'} from the previous period, without hours.${skippedText}`,
      });
      gridRef.current?.focusRow(copied[0]!.key);
    } catch {
      toast.error({
        title: 'Timesheets Failed To Load',
        message:
          'Unable to load timesheets! Please refresh the page and relogin to the corporate single sign-on.',
      });
    }
  };

  const handleDeleteRow = (rowKey: string) => {
    const row = rows.find((candidate) => candidate.key === rowKey);
    if (locked || !row || row.readOnly) return;
    if (!(hasProject(row) && hasEntries(row))) {
      clearRefusalOf(row.key);
      editor.deleteRow(row.key);
      recoverFocusWhenLost(focusGrid);
      return;
    }
    openConfirmModal({
      title: 'Delete Row',
      message: 'This row has hours or notes. Delete it and everything on it?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: () => {
        clearRefusalOf(row.key);
        editor.deleteRow(row.key);
        recoverFocusWhenLost(focusGrid);
      },
    });
  };

  const handleChooseProject = (rowKey: string, option: ProjectOption) => {
    const row = rows.find((candidate) => candidate.key === rowKey);
    if (!row) return;
    const apply = () => {
      clearRefusalOf(rowKey);
      editor.updateRow(rowKey, (current) => chooseProject(current, option.choice));
      gridRef.current?.focusRow(rowKey);
    };
    if (isChosenElsewhere(rows, rowKey, option.choice)) {
      toast.error({
        title: 'Project Already Added',
        message: `${projectLabel(option.choice)} is already a row of this timesheet: log its hours there.`,
      });
      gridRef.current?.focusProject(rowKey);
      return;
    }
    const dropped = datesDroppedByChoice(row, option.choice);
    if (dropped.length === 0) {
      apply();
      return;
    }
    openConfirmModal({
      title: 'Hours Outside The Project Dates',
      message: `${projectLabel(option.choice)} runs from ${formatDisplayDate(option.choice.startDate)}${option.choice.endDate ? ` to ${formatDisplayDate(option.choice.endDate)}` : ''}. The hours and notes on ${dropped.map(formatDisplayDate).join(', ')} would be removed. Choose it anyway?`,
      confirmLabel: 'Choose Project',
      cancelLabel: 'Keep Current Project',
      onConfirm: apply,
      onCancel: () => gridRef.current?.focusProject(rowKey),
    });
  };

  const submitNow = async () => {
    try {
      await editor.submit();
      toast.success({ title: 'Timesheet Submitted', message: 'Timesheet was submitted successfully!' });
      // To the status the submission changed: on UNDO SUBMISSION, one more Enter would take it back at once.
      recoverFocusWhenLost(() => statusRef.current?.focus());
    } catch {
      toast.error({
        title: 'Submit Failed',
        message: 'Failed to submit! Please retry shortly or refresh the page.',
      });
    }
  };

  const handleSubmit = () => {
    if (edited) {
      toast.error({
        title: 'Unsaved Changes',
        message: 'You have unsaved changes, please save your timesheet and try again.',
      });
      return;
    }
    openConfirmModal({
      title: 'Submit Timesheet',
      message: 'Submit this timesheet to your team lead for approval?',
      confirmLabel: 'Submit',
      cancelLabel: 'Cancel',
      onCancel: () => recoverFocusWhenLost(() => submitButtonRef.current?.focus()),
      onConfirm: async () => {
        const pending = await pendingTimeOff().catch(() => []);
        if (pending.length === 0) {
          await submitNow();
          return;
        }
        // Loaded only when asked: the first load of /timesheets is held to 200 kB.
        const { pendingTimeOffMessage } = await import('../components/pending-time-off-message');
        openConfirmModal({
          title: 'Pending Time Off',
          message: pendingTimeOffMessage(pending),
          confirmLabel: 'Yes, Submit Anyways',
          cancelLabel: 'Cancel',
          onConfirm: () => void submitNow(),
        });
      },
    });
  };

  const undoNow = async () => {
    try {
      await editor.rescind();
      toast.success({ title: 'Timesheet Unsubmitted', message: 'Timesheet was unsubmitted successfully!' });
      recoverFocusWhenLost(() => submitButtonRef.current?.focus());
    } catch {
      toast.error({
        title: 'Update Failed',
        message: 'Failed to update! Please retry shortly or refresh the page.',
      });
    }
  };

  /** Taking a submission back tells the team lead, so it asks first. */
  const handleUndo = () => {
    openConfirmModal({
      title: 'Undo Submission',
      message:
        'Take this timesheet back? It stops waiting for approval so you can change it, and your team lead is told you took it back.',
      confirmLabel: 'Undo Submission',
      cancelLabel: 'Cancel',
      onCancel: () => recoverFocusWhenLost(() => undoButtonRef.current?.focus()),
      onConfirm: () => void undoNow(),
    });
  };

  const selectPeriod = useCallback(
    (date: string | null) => {
      setAskedStartDate(date);
      setSearchParams(date ? { start_date: date } : {}, { preventScrollReset: true });
      recoverFocusWhenLost(focusGrid);
    },
    [setSearchParams, focusGrid],
  );
  const focusGridWhenLost = useCallback(() => recoverFocusWhenLost(focusGrid), [focusGrid]);

  const handleHoursChange = useCallback(
    (key: string, date: string, text: string) => {
      clearRefusalOf(key);
      editor.updateRow(key, (row) => setEntryHours(row, date, text));
    },
    [editor.updateRow, clearRefusalOf],
  );
  const handleNoteChange = useCallback(
    (key: string, date: string, note: string) => {
      clearRefusalOf(key);
      editor.updateRow(key, (row) => setEntryNote(row, date, note));
    },
    [editor.updateRow, clearRefusalOf],
  );
  const latestHandlers = useRef({ handleChooseProject, handleDeleteRow });
  latestHandlers.current = { handleChooseProject, handleDeleteRow };
  const chooseProjectStable = useCallback(
    (key: string, option: ProjectOption) => latestHandlers.current.handleChooseProject(key, option),
    [],
  );
  const deleteRowStable = useCallback((key: string) => latestHandlers.current.handleDeleteRow(key), []);

  useLeaveGuards(edited);
  useClearFocusOnOutsideClick();
  useShortcuts({
    save: () => void handleSave(),
    insertRow: handleAddRow,
    deleteRow: handleDeleteRow,
  });

  useErrorToast(editor.query.isError, {
    title: 'Timesheets Failed To Load',
    message:
      'Unable to load timesheets! Please refresh the page and relogin to the corporate single sign-on.',
  });

  return {
    editor,
    askedStartDate,
    refusal,
    gridRef,
    submitButtonRef,
    undoButtonRef,
    statusRef,
    save: handleSave,
    addRow: handleAddRow,
    copyPreviousRows: handleCopyPreviousRows,
    submit: handleSubmit,
    undo: handleUndo,
    selectPeriod,
    focusGridWhenLost,
    changeHours: handleHoursChange,
    changeNote: handleNoteChange,
    chooseProject: chooseProjectStable,
    deleteRow: deleteRowStable,
  };
}

export type TimesheetActions = ReturnType<typeof useTimesheetActions>;

/** Asks before in-app navigation and before closing the tab while there are unsaved changes. */
function useLeaveGuards(edited: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      edited &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const id = openConfirmModal({
      title: 'Unsaved Changes',
      message: LEAVE_MESSAGE,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      destructive: true,
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => closeModal(id);
  }, [blocker]);

  useEffect(() => {
    if (!edited) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_MESSAGE;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edited]);
}

/** Clicking outside the entry, comment and note controls clears the focus. */
function useClearFocusOnOutsideClick() {
  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as HTMLElement | null;
      const active = document.activeElement as HTMLElement | null;
      if (!target?.closest(KEEP_FOCUS_SELECTOR) && active?.matches('input, textarea')) active.blur();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, []);
}

/** Ctrl or Meta with d (delete the focused row), i (insert a row), Enter or s (save). */
function useShortcuts(actions: {
  save: () => void;
  insertRow: () => void;
  deleteRow: (rowKey: string) => void;
}) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's' || key === 'enter') {
        event.preventDefault();
        latest.current.save();
      } else if (key === 'i') {
        event.preventDefault();
        latest.current.insertRow();
      } else if (key === 'd') {
        const rowKey = (document.activeElement as HTMLElement | null)?.closest('tr')?.dataset.rowKey;
        if (!rowKey) return;
        event.preventDefault();
        latest.current.deleteRow(rowKey);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
