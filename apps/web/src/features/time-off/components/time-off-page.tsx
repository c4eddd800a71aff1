import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { FIRST_LISTED_YEAR } from '@timekeep/shared/domain/field-limits';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { type ReactNode, useState } from 'react';
import { Outlet, useMatch, useSearchParams } from 'react-router';
import { SubNav } from '../../../components/layout/sub-nav';
import { describeRequest } from '../../../components/time-off/request-labels';
import { PageTitle } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { useHolidays } from '../../../lib/lookups/get-holidays';
import { openConfirmModal } from '../../../lib/modals';
import { paths } from '../../../lib/paths';
import { usePreferences } from '../../../lib/preferences';
import { toast } from '../../../lib/toasts';
import { useDeleteTimeOffRequest } from '../api/delete-time-off-request';
import { usePastTimeOff } from '../api/get-past-time-off';
import { useUpcomingTimeOff } from '../api/get-upcoming-time-off';
import { useKnownRequests } from '../utils/use-known-requests';
import { yearTotalHours } from '../utils/year-total';
import { TimeOffBalances } from './time-off-balances';
import { TimeOffCalendar } from './time-off-calendar';
import { TimeOffRequestModal } from './time-off-request-modal';
import { TimeOffRequestsTable } from './time-off-requests-table';
import { TimeOffStatsCards } from './time-off-stats-cards';

/** The two tabs, carrying the chosen year along so switching tabs keeps it. */
function sectionsFor(year: number, thisYear: number) {
  const query = year === thisYear ? '' : `?year=${year}`;
  return [
    { to: paths.timeOff.current(query), label: 'Current & Upcoming' },
    { to: paths.timeOff.history(query), label: 'History' },
  ];
}

/** The year in `?year=`, kept within 2017 and this year; this year by default. */
function useSelectedYear(thisYear: number): [number, (year: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('year'));
  const year = Number.isInteger(asked) && asked >= FIRST_LISTED_YEAR && asked <= thisYear ? asked : thisYear;
  const setYear = (next: number) =>
    setSearchParams(
      (params) => {
        params.set('year', String(next));
        return params;
      },
      { replace: true },
    );
  return [year, setYear];
}

export interface TimeOffPageProps {
  /** The calendar-feeds card, which another feature provides, shown below the calendar. */
  calendarFeeds: ReactNode;
}

export function TimeOffPage({ calendarFeeds }: TimeOffPageProps) {
  const thisYear = Number(todayIso().slice(0, 4));
  const [year, setYear] = useSelectedYear(thisYear);
  const isHistory = useMatch(paths.timeOff.history()) !== null;
  const [modal, setModal] = useState<{ opened: boolean; request: TimeOffRequest | null }>({
    opened: false,
    request: null,
  });
  const [preferences, savePreferences] = usePreferences();
  const upcoming = useUpcomingTimeOff();
  const past = usePastTimeOff(year);
  const list = isHistory ? past : upcoming;
  const known = useKnownRequests();
  const holidays = useHolidays();
  const deleteRequest = useDeleteTimeOffRequest();
  const yearOptions = Array.from({ length: thisYear - FIRST_LISTED_YEAR + 1 }, (_, index) =>
    String(thisYear - index),
  );

  const confirmDelete = (request: TimeOffRequest) =>
    openConfirmModal({
      title: 'Delete Time Off Request',
      message: `Are you sure you want to delete this request? ${describeRequest(request)}`,
      confirmLabel: 'Yes, Delete',
      cancelLabel: 'No, Nevermind',
      destructive: true,
      onConfirm: () =>
        deleteRequest.mutate(request.id, {
          onSuccess: () => toast.success({ message: 'Request was deleted successfully!' }),
          onError: () =>
            toast.error({
              title: 'Delete Failed',
              message: 'Failed to delete! Please retry shortly or refresh the page.',
            }),
        }),
    });

  return (
    <>
      <PageTitle>Time Off</PageTitle>
      <SubNav label="Time off sections" items={sectionsFor(year, thisYear)} />
      {/* Renders the bare path's redirect to the current tab; the tabs themselves are drawn here. */}
      <Outlet />
      <Stack gap="md">
        {/* The year sits with what it chooses: the figures, and on History the list too. */}
        <SelectField
          label="Year"
          description={
            isHistory
              ? 'Of the figures, the balances and the past requests'
              : 'Of the figures and the balances below'
          }
          data={yearOptions}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={240}
        />
        <TimeOffStatsCards year={year} />
        <TimeOffBalances year={year} />
        <Alert color="blue" title="Parental leave">
          At most 2 weeks of paid parental leave may be combined with 2 weeks of Flexible PTO, for up to 4
          weeks.
        </Alert>
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Button onClick={() => setModal({ opened: true, request: null })}>Request Time Off</Button>
            <Text size="sm" c="gray.7">
              minimum for pto is 80 hours per year
            </Text>
          </Group>
          <Switch
            label="Show calendar"
            checked={preferences.isPtoCalendarVisible}
            onChange={(event) => savePreferences({ isPtoCalendarVisible: event.currentTarget.checked })}
          />
        </Group>
        <TimeOffRequestsTable
          caption={isHistory ? `Past requests of ${year}` : 'Current and upcoming requests'}
          total={{
            year,
            hours: yearTotalHours([...(upcoming.data?.ptos ?? []), ...(past.data?.ptos ?? [])], year),
          }}
          requests={list.data?.ptos}
          isPending={list.isPending}
          isError={list.isError}
          onEdit={(request) => setModal({ opened: true, request })}
          onDelete={confirmDelete}
        />
        {preferences.isPtoCalendarVisible && (
          <TimeOffCalendar requests={known.requests} holidays={holidays.data ?? []} />
        )}
        {calendarFeeds}
      </Stack>
      <TimeOffRequestModal
        opened={modal.opened}
        request={modal.request}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
