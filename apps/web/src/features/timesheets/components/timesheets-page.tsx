import { Alert, Button } from '@mantine/core';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimesheetPeriod } from '@timekeep/shared/schemas/calendar';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useEffect, useMemo, useState } from 'react';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { useAdditionalProjects } from '../api/get-additional-projects';
import { useProjects } from '../api/get-projects';
import { useTimesheetHistory } from '../api/get-timesheet-history';
import { buildProjectOptions } from '../utils/project-options';
import { useGridDays } from '../utils/use-grid-days';
import { useTimesheetActions } from '../utils/use-timesheet-actions';
import { TimesheetView } from './timesheet-view';

/** Keeps the sticky bar below the sticky page header, whatever height the header takes. */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * The period the URL asks for (the current one without a date). While it loads the grid still shows the
 * period before, locked; the selector already names the one asked for, so a second Next moves on from it.
 */
function askedPeriod(periods: readonly TimesheetPeriod[] | undefined, startDate: string | null) {
  return periods?.find((period) =>
    startDate === null ? period.current : period.startDate <= startDate && startDate <= period.endDate,
  );
}

interface TimesheetsPageProps {
  /** The person's time-off requests still waiting for approval, asked before a submit. */
  pendingTimeOff: () => Promise<readonly TimeOffRequest[]>;
}

/** The person's own timesheet: its actions (`useTimesheetActions`) and what it reads, around the view. */
export function TimesheetsPage({ pendingTimeOff }: TimesheetsPageProps) {
  const actions = useTimesheetActions(pendingTimeOff);
  const { editor } = actions;
  const { timesheet } = editor;
  const headerHeight = useHeaderHeight();
  const periods = useTimesheetPeriods();
  const projects = useProjects(timesheet?.timesheetPeriod.startDate);
  const additionalProjects = useAdditionalProjects();
  const history = useTimesheetHistory(timesheet?.id ?? null, timesheet?.version ?? 0);
  const today = todayIso();

  const days = useGridDays(timesheet ?? undefined);

  const options = useMemo(
    () =>
      timesheet
        ? buildProjectOptions(projects.data ?? [], additionalProjects.data ?? [], timesheet.timesheetPeriod)
        : [],
    [timesheet, projects.data, additionalProjects.data],
  );

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

  return (
    <TimesheetView
      actions={actions}
      timesheet={timesheet}
      period={askedPeriod(periods.data, actions.askedStartDate) ?? timesheet.timesheetPeriod}
      periods={periods.data ?? []}
      today={today}
      days={days}
      options={options}
      history={history}
      headerHeight={headerHeight}
    />
  );
}
