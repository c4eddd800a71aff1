import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { isIsoDate, todayIso } from '@timekeep/shared/domain/periods';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { useEffect, useMemo, useRef } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { PeriodSelector } from '../../../components/timesheet/period-selector';
import { TimesheetPanels } from '../../../components/timesheet/timesheet-panels';
import { statusColor } from '../../../components/timesheet/timesheet-status';
import { TimesheetStatusBadge } from '../../../components/timesheet/timesheet-status-badge';
import { TimesheetTotals } from '../../../components/timesheet/timesheet-totals';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { usePublicConfig } from '../../../lib/lookups/get-public-config';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { openAlertModal, openConfirmModal } from '../../../lib/modals';
import { toast, useErrorToast } from '../../../lib/toasts';
import { useAdditionalProjects } from '../api/get-additional-projects';
import { useProjects } from '../api/get-projects';
import { useTimesheetHistory } from '../api/get-timesheet-history';
import { buildProjectOptions } from '../utils/project-options';
import {
  chooseProject,
  type DraftRow,
  hasEntries,
  hasProject,
  setEntryHours,
  setEntryNote,
} from '../utils/timesheet-draft';
import { useGridDays } from '../utils/use-grid-days';
import { type SaveOutcome, useTimesheetEditor } from '../utils/use-timesheet-editor';
import { CodeAlertStrip } from './code-alert-strip';
import { TimesheetGrid } from './timesheet-grid';
import classes from './timesheet-grid.module.css';

const LEAVE_MESSAGE = 'Are you sure you want to navigate away and lose unsaved changes?';
const INVALID_ROW_MESSAGE =
  'It looks like something might be wrong with your timesheet. Please make sure all rows have a valid project selected.';
const KEEP_FOCUS_SELECTOR = 'input, textarea, [data-keeps-focus]';

function submitButtonText(status: TimesheetStatus): string {
  if (status === 'pending') return 'SUBMITTED, PENDING APPROVAL';
  if (status === 'approved') return 'APPROVED';
  return 'SUBMIT FOR APPROVAL';
}

function selectedStartDate(searchParams: URLSearchParams): string | null {
  const value = searchParams.get('start_date');
  return value && isIsoDate(value) ? value : null;
}

interface TimesheetsPageProps {
  /** Whether the person has time off waiting for approval, asked before a submit. */
  hasPendingTimeOff: () => Promise<boolean>;
}

export function TimesheetsPage({ hasPendingTimeOff }: TimesheetsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const startDate = selectedStartDate(searchParams);
  const editor = useTimesheetEditor(startDate);
  const { timesheet, rows, edited, locked, saving } = editor;
  const periods = useTimesheetPeriods();
  const config = usePublicConfig();
  const projects = useProjects(timesheet?.timesheetPeriod.startDate);
  const additionalProjects = useAdditionalProjects();
  const history = useTimesheetHistory(timesheet?.id ?? null, timesheet?.version ?? 0);
  const today = todayIso();

  const days = useGridDays(timesheet?.timesheetPeriod);

  const options = useMemo(
    () =>
      timesheet
        ? buildProjectOptions(projects.data ?? [], additionalProjects.data ?? [], timesheet.timesheetPeriod)
        : [],
    [timesheet, projects.data, additionalProjects.data],
  );

  const reportSave = (outcome: SaveOutcome, trigger: 'manual' | 'auto') => {
    if (outcome === 'saved') {
      toast.success({ title: 'Timesheet Saved', message: 'Timesheet was successfully saved!' });
    } else if (outcome === 'invalid' && trigger === 'manual') {
      openAlertModal({ title: 'Timesheet Error', message: INVALID_ROW_MESSAGE, closeText: 'Got It' });
    } else if (outcome === 'stale') {
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
    } else if (outcome === 'failed') {
      toast.error({
        title: 'Timesheet Error',
        message: 'Timesheet failed to save, please try again or reload the page!',
      });
    }
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
    editor.addRow();
  };

  const handleDeleteRow = (row: DraftRow) => {
    if (locked || row.readOnly) return;
    if (!(hasProject(row) && hasEntries(row))) {
      editor.deleteRow(row.key);
      return;
    }
    openConfirmModal({
      title: 'Delete Row',
      message: 'This row has hours or notes. Delete it and everything on it?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: () => editor.deleteRow(row.key),
    });
  };

  const submitNow = async () => {
    try {
      await editor.submit();
      toast.success({ title: 'Timesheet Submitted', message: 'Timesheet was submitted successfully!' });
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
      onConfirm: async () => {
        const pendingTimeOff = await hasPendingTimeOff().catch(() => false);
        if (!pendingTimeOff) {
          await submitNow();
          return;
        }
        openConfirmModal({
          title: 'Pending Time Off',
          message: 'You have time off requests still waiting for approval. Submit your timesheet anyway?',
          confirmLabel: 'Yes, Submit Anyways',
          cancelLabel: 'Cancel',
          onConfirm: () => void submitNow(),
        });
      },
    });
  };

  const handleUndo = async () => {
    try {
      await editor.rescind();
      toast.success({ title: 'Timesheet Unsubmitted', message: 'Timesheet was unsubmitted successfully!' });
    } catch {
      toast.error({
        title: 'Update Failed',
        message: 'Failed to update! Please retry shortly or refresh the page.',
      });
    }
  };

  const selectPeriod = (date: string | null) =>
    setSearchParams(date ? { start_date: date } : {}, { preventScrollReset: true });

  useLeaveGuards(edited);
  useClearFocusOnOutsideClick();
  useShortcuts({
    save: () => void handleSave(),
    insertRow: handleAddRow,
    deleteRow: (key) => {
      const row = rows.find((candidate) => candidate.key === key);
      if (row) handleDeleteRow(row);
    },
  });

  useErrorToast(editor.query.isError, {
    title: 'Timesheets Failed To Load',
    message:
      'Unable to load timesheets! Please refresh the page and relogin to the corporate single sign-on.',
  });

  if (editor.query.isError) {
    return (
      <>
        <PageTitle>Timesheets</PageTitle>
        <Alert color="red" title="Timesheet failed to load.">
          <Button mt="sm" variant="light" onClick={() => void editor.query.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  if (!timesheet) {
    return (
      <>
        <PageTitle>Timesheets</PageTitle>
        <CenteredLoader />
      </>
    );
  }

  const status = timesheet.status;

  return (
    <div>
      <PageTitle>Timesheets</PageTitle>
      <CodeAlertStrip />
      <Group justify="space-between" className={classes.stickyBar} style={{ top: 0 }} wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <PeriodSelector
            period={timesheet.timesheetPeriod}
            periods={periods.data ?? []}
            today={today}
            onSelect={selectPeriod}
          />
          <TimesheetStatusBadge status={status} named />
          {edited && (
            <Text size="sm" c="orange.9" role="status">
              Unsaved changes
            </Text>
          )}
        </Group>
        <Button onClick={() => void handleSave()} disabled={!editor.saveable} loading={saving}>
          SAVE
        </Button>
      </Group>

      <TimesheetGrid
        days={days}
        rows={rows}
        options={options}
        locked={locked}
        saving={saving}
        onHoursChange={(key, date, text) => editor.updateRow(key, (row) => setEntryHours(row, date, text))}
        onNoteChange={(key, date, note) => editor.updateRow(key, (row) => setEntryNote(row, date, note))}
        onChooseProject={(key, option) => editor.updateRow(key, (row) => chooseProject(row, option.choice))}
        onDeleteRow={handleDeleteRow}
        onReorder={editor.reorderRows}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={handleAddRow} disabled={locked}>
          Add Row
        </Button>
        <TimesheetTotals timesheet={timesheet} />
      </Group>

      <Group justify="flex-end" className={classes.stickyBar} style={{ bottom: 0 }} mt="md">
        {status === 'pending' && (
          <Button
            variant="outline"
            color="orange"
            onClick={() => void handleUndo()}
            disabled={!timesheet.permissions.rescind || saving}
          >
            UNDO SUBMISSION
          </Button>
        )}
        <Button
          color={statusColor[status]}
          onClick={handleSubmit}
          disabled={!timesheet.permissions.submit || saving}
        >
          {submitButtonText(status)}
        </Button>
      </Group>

      <TimesheetPanels revisions={history.data} loading={history.isLoading} failed={history.isError} />
    </div>
  );
}

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
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => modals.close(id);
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
