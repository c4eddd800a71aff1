import { Button, Group, Text } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import type { TimesheetPeriod } from '@timekeep/shared/schemas/calendar';
import type {
  Timesheet,
  TimesheetStatus,
  TimesheetStatusRevision,
} from '@timekeep/shared/schemas/timesheets';
import { useMemo } from 'react';
import { PeriodClosedAlert } from '../../../components/timesheet/period-closed-alert';
import { PeriodSelector } from '../../../components/timesheet/period-selector';
import { TimesheetPanels } from '../../../components/timesheet/timesheet-panels';
import { statusColor, statusLabel } from '../../../components/timesheet/timesheet-status';
import { TimesheetStatusBadge } from '../../../components/timesheet/timesheet-status-badge';
import { TimesheetTotals } from '../../../components/timesheet/timesheet-totals';
import { PageTitle } from '../../../components/ui/page-title';
import { liveFigures } from '../utils/live-figures';
import type { ProjectOption } from '../utils/project-options';
import { budgetsByEngagement } from '../utils/row-budgets';
import type { TimesheetActions } from '../utils/use-timesheet-actions';
import { CodeAlertStrip } from './code-alert-strip';
import type { GridDay } from './timesheet-grid/grid-types';
import { TimesheetGrid } from './timesheet-grid/timesheet-grid';
import classes from './timesheet-grid/timesheet-grid.module.css';

function submitButtonText(status: TimesheetStatus): string {
  if (status === 'pending') return 'SUBMITTED, PENDING APPROVAL';
  if (status === 'approved') return 'APPROVED';
  return 'SUBMIT FOR APPROVAL';
}

/** Why the whole grid cannot be typed in now, said on hover and focus of a day, or null when it can. */
function gridLockedReason(timesheet: Timesheet | null, locked: boolean): string | null {
  if (!locked) return null;
  if (!timesheet) return 'Locked while the timesheet loads';
  if (timesheet.permissions.edit) return 'Locked until the timesheet has loaded';
  if (timesheet.periodClosed) return 'Locked: this period is closed';
  if (timesheet.status === 'pending') return 'Locked: submitted for approval (Undo Submission to change it)';
  if (timesheet.status === 'approved') return 'Locked: this timesheet is approved';
  return 'Locked: this timesheet cannot be changed';
}

export interface TimesheetViewProps {
  actions: TimesheetActions;
  timesheet: Timesheet;
  /** The period the selector names: the one asked for, while it loads. */
  period: { startDate: string; endDate: string };
  periods: readonly TimesheetPeriod[];
  today: string;
  days: readonly GridDay[];
  options: readonly ProjectOption[];
  history: { data: readonly TimesheetStatusRevision[] | undefined; isLoading: boolean; isError: boolean };
  /** The sticky bar's offset, below the sticky page header. */
  headerHeight: number;
}

/** The loaded timesheet: its bar (period, status, save), the grid, its rows' buttons and totals, submit and undo. */
export function TimesheetView({
  actions,
  timesheet,
  period,
  periods,
  today,
  days,
  options,
  history,
  headerHeight,
}: TimesheetViewProps) {
  const { editor } = actions;
  const status = timesheet.status;
  const budgets = useMemo(() => budgetsByEngagement(timesheet), [timesheet]);

  return (
    <div>
      <PageTitle>Timesheets</PageTitle>
      <CodeAlertStrip onDismissed={actions.focusGridWhenLost} />
      <Group
        justify="space-between"
        className={classes.stickyBar}
        style={{ top: headerHeight }}
        wrap="nowrap"
      >
        <Group gap="md" wrap="nowrap">
          <PeriodSelector period={period} periods={periods} today={today} onSelect={actions.selectPeriod} />
          {/* Where the focus goes after a submit: it reads the new status. */}
          <span
            ref={actions.statusRef}
            tabIndex={-1}
            role="status"
            aria-label={`Status: ${statusLabel[status]}`}
            className={classes.statusFocus}
          >
            <TimesheetStatusBadge status={status} />
          </span>
          {editor.edited && (
            <Text size="sm" c="red.9" role="status">
              Unsaved changes
            </Text>
          )}
        </Group>
        <Button onClick={() => void actions.save()} disabled={!editor.saveable} loading={editor.saving}>
          SAVE
        </Button>
      </Group>

      <PeriodClosedAlert timesheet={timesheet} mb="xs" />
      <TimesheetGrid
        ref={actions.gridRef}
        days={days}
        rows={editor.rows}
        timeOffRows={timesheet.timeOffRows}
        options={options}
        lockedReason={gridLockedReason(timesheet, editor.locked)}
        budgets={budgets}
        refusal={actions.refusal}
        onHoursChange={actions.changeHours}
        onNoteChange={actions.changeNote}
        onChooseProject={actions.chooseProject}
        onDeleteRow={actions.deleteRow}
        onReorder={editor.reorderRows}
      />
      <Group justify="space-between" mt="sm">
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={actions.addRow}
            disabled={editor.locked}
          >
            Add Row
          </Button>
          {editor.rows.length === 0 && timesheet.id === null && !editor.locked && (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void actions.copyPreviousRows()}
            >
              Copy Rows From Previous Period
            </Button>
          )}
        </Group>
        <TimesheetTotals timesheet={{ ...liveFigures(timesheet, editor.rows), timeOff: timesheet.timeOff }} />
      </Group>

      <Group justify="flex-end" className={`${classes.stickyBar} ${classes.stickyFoot}`} mt="md">
        {status === 'pending' && (
          <Button
            ref={actions.undoButtonRef}
            variant="default"
            onClick={actions.undo}
            disabled={!timesheet.permissions.rescind || editor.saving || editor.transitioning}
          >
            UNDO SUBMISSION
          </Button>
        )}
        <Button
          ref={actions.submitButtonRef}
          color={statusColor[status]}
          onClick={actions.submit}
          disabled={!timesheet.permissions.submit || editor.saving || editor.transitioning}
        >
          {submitButtonText(status)}
        </Button>
      </Group>

      <TimesheetPanels revisions={history.data} loading={history.isLoading} failed={history.isError} />
    </div>
  );
}
