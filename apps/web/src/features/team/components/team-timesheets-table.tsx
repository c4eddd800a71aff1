import { Anchor, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { targetStanding } from '@timekeep/shared/domain/utilization-targets';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { teamPeriodRange } from '../../../components/timesheet/period-label';
import { TimesheetStatusBadge } from '../../../components/timesheet/timesheet-status-badge';

/** Beside a member whose period is closed: nobody decides that timesheet until an admin reopens the period. */
const PERIOD_CLOSED_NOTE = 'Period closed: an admin reopens it';

import { LinkedRow } from '../../../components/ui/linked-row';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import { paths } from '../../../lib/paths';
import { isDecidable } from '../utils/bulk-decisions';
import classes from './team-tables.module.css';
import { TimeOffChangedNote } from './time-off-changed';

/** The rows picked for a decision in bulk: a checkbox on each row that can be decided, and one for all. */
export interface TimesheetSelection {
  ids: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  selectAllRef?: Ref<HTMLInputElement>;
}

interface TeamTimesheetsTableProps {
  caption: string;
  timesheets: TeamTimesheetSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  /** The query string each row's link keeps ('' for none). */
  search: string;
  /** Pending lists hold every period: each name then carries its period. */
  withPeriod?: boolean;
  withStatus?: boolean;
  /** Ours (issue 38): a first column of checkboxes, to approve or reject the rows picked together. */
  selection?: TimesheetSelection;
}

/** Why a member's row opens nothing: they have saved nothing for the period, so there is nothing to review. */
const NO_TIMESHEET_YET = 'No timesheet yet';

/** Utilization is a fraction; the spec shows it as a whole percent. */
export function utilizationLabel(utilization: number): string {
  return `${Math.round(utilization * 100)}%`;
}

/**
 * Utilization beside the target (issue 40): '40% / 80%', '40% / —' without a target, and in words whether it
 * is below, on or above the target (not only a colour).
 */
export function UtilizationAgainstTarget({
  utilization,
  target,
}: {
  utilization: number;
  target: number | null;
}) {
  const standing = targetStanding(utilization, target);
  return (
    <>
      <Text span size="sm">
        {utilizationLabel(utilization)}
      </Text>
      <Text span size="sm" c="gray.7">
        {` / ${target === null ? '—' : `${Math.round(target)}%`}`}
      </Text>
      {target === null && <VisuallyHidden> no target</VisuallyHidden>}
      {standing !== 'none' && (
        <Text size="xs" className={classes.standing} data-standing={standing}>
          {standingLabels[standing]}
        </Text>
      )}
    </>
  );
}

const standingLabels = { below: 'Below target', met: 'On target', above: 'Above target' } as const;

/**
 * A member's time off in the period: the approved hours (which capacity leaves out) and, marked as on the
 * time-off calendar, the hours still waiting for an answer.
 */
function TimeOffHours({ summary }: { summary: TeamTimesheetSummary }) {
  return (
    <>
      <Text
        span
        size="sm"
        className={classes.timeOff}
        data-kind={summary.approvedTimeOffHours > 0 ? 'approved' : undefined}
      >
        {formatHours(summary.approvedTimeOffHours)}
      </Text>
      {summary.pendingTimeOffHours > 0 && (
        <Text span size="xs" className={classes.timeOff} data-kind="pending">
          {formatHours(summary.pendingTimeOffHours)} pending
        </Text>
      )}
    </>
  );
}

/**
 * Team members' timesheets with their figures. A row with a saved timesheet links to it (the whole row is
 * clickable, the name is the link for the keyboard); a member with nothing saved has no link.
 */
export function TeamTimesheetsTable({
  caption,
  timesheets,
  isPending,
  isError,
  emptyText,
  search,
  withPeriod = false,
  withStatus = false,
  selection,
}: TeamTimesheetsTableProps) {
  const columns = (withStatus ? 7 : 6) + (selection ? 1 : 0);
  const decidable = (timesheets ?? []).filter(isDecidable);
  const selectedCount = decidable.filter((timesheet) => selection?.ids.has(timesheet.id)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  ref={selection.selectAllRef}
                  aria-label="Select all timesheets"
                  checked={decidable.length > 0 && selectedCount === decidable.length}
                  indeterminate={selectedCount > 0 && selectedCount < decidable.length}
                  disabled={decidable.length === 0}
                  onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th>Employee</Table.Th>
            <Table.Th className={classes.number}>Total Hours</Table.Th>
            <Table.Th className={classes.number}>Capacity</Table.Th>
            <Table.Th className={classes.number}>Billable Hours</Table.Th>
            <Table.Th className={classes.number}>Utilization</Table.Th>
            <Table.Th className={classes.number}>Time Off</Table.Th>
            {withStatus && <Table.Th>Status</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={columns}
            isPending={isPending}
            isError={isError}
            isEmpty={timesheets?.length === 0}
            subject="timesheets"
            emptyText={emptyText}
          />
          {timesheets?.map((timesheet) => {
            const to = timesheet.id === null ? null : paths.team.timesheet(timesheet.id, search);
            const range = teamPeriodRange(timesheet.timesheetPeriod);
            return (
              <LinkedRow
                key={`${timesheet.spudUserId}-${timesheet.timesheetPeriod.startDate}`}
                to={to}
                bg={
                  timesheet.id !== null && selection?.ids.has(timesheet.id)
                    ? 'var(--mantine-color-blue-0)'
                    : undefined
                }
              >
                {selection && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    {isDecidable(timesheet) && (
                      <Checkbox
                        aria-label={`Select ${timesheet.employee}, ${range}`}
                        checked={selection.ids.has(timesheet.id)}
                        onChange={(event) => selection.onToggle(timesheet.id, event.currentTarget.checked)}
                      />
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  {to ? (
                    <Anchor component={Link} to={to} fw={500}>
                      {timesheet.employee}
                      {withPeriod && <VisuallyHidden component="span">, {range}</VisuallyHidden>}
                    </Anchor>
                  ) : (
                    <>
                      <Text span c="gray.7">
                        {timesheet.employee}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {NO_TIMESHEET_YET}
                      </Text>
                    </>
                  )}
                  {withPeriod && (
                    <Text size="xs" c="gray.7" aria-hidden>
                      {range}
                    </Text>
                  )}
                  {timesheet.periodClosed && (
                    <Text size="xs" c="gray.7">
                      {PERIOD_CLOSED_NOTE}
                    </Text>
                  )}
                  <TimeOffChangedNote at={timesheet.timeOffChangedAt} />
                </Table.Td>
                <Table.Td className={classes.number}>{formatHours(timesheet.hoursTotal)}</Table.Td>
                <Table.Td className={classes.number}>{formatHours(timesheet.capacity)}</Table.Td>
                <Table.Td className={classes.number}>{formatHours(timesheet.hoursBillable)}</Table.Td>
                <Table.Td className={classes.number}>
                  <UtilizationAgainstTarget
                    utilization={timesheet.utilization}
                    target={timesheet.utilizationTarget}
                  />
                </Table.Td>
                <Table.Td className={classes.number}>
                  <TimeOffHours summary={timesheet} />
                </Table.Td>
                {withStatus && (
                  <Table.Td>
                    <TimesheetStatusBadge status={timesheet.status} />
                  </Table.Td>
                )}
              </LinkedRow>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
