import { Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { periodContaining } from '@timekeep/shared/domain/periods';
import { PeriodSelector } from '../../../components/timesheet/period-selector';
import { DateField } from '../../../components/ui/date-field';
import { useClients } from '../../../lib/lookups/get-clients';
import { useDepartments } from '../../../lib/lookups/get-departments';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { useReportAdditionalProjects } from '../api/get-additional-projects';
import { useEngagementManagers } from '../api/get-engagement-managers';
import { useEngagements } from '../api/get-engagements';
import { useReportPeople } from '../api/get-report-people';
import {
  employeeOptions,
  namedOptions,
  projectOptions,
  type ReportFieldErrors,
  type ReportFilterName,
  type ReportFilterValues,
  type SelectOption,
  withClient,
  withStartDate,
} from '../utils/report-filters';
import classes from './report-filters.module.css';

const billableOptions: SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const timesheetStatusOptions: SelectOption[] = [
  { value: 'approved', label: 'Approved only' },
  { value: 'submitted', label: 'Pending and approved' },
  { value: 'all', label: 'All saved, any status' },
];

interface ReportFiltersProps {
  filters: readonly ReportFilterName[];
  values: ReportFilterValues;
  errors: ReportFieldErrors;
  today: string;
  onChange: (values: ReportFilterValues) => void;
  /** A period was chosen (the not-submitted report runs at once). */
  onPeriodChange: (values: ReportFilterValues) => void;
}

/** The report's own filters, in the order of spec section 2. */
export function ReportFilters({
  filters,
  values,
  errors,
  today,
  onChange,
  onPeriodChange,
}: ReportFiltersProps) {
  const offers = (filter: ReportFilterName) => filters.includes(filter);
  return (
    <Stack gap="sm">
      {offers('period') && <PeriodFilter values={values} today={today} onChange={onPeriodChange} />}
      {offers('dateRange') && (
        <SimpleGrid cols={4}>
          <DateField
            label="Start Date"
            value={values.startDate}
            onChange={(startDate) => onChange(withStartDate(values, startDate))}
            error={errors.startDate}
            required
          />
          <DateField
            label="End Date"
            value={values.endDate}
            onChange={(endDate) => onChange({ ...values, endDate })}
            minDate={values.startDate ?? undefined}
            error={errors.endDate}
            required
          />
          {offers('timesheetStatus') && (
            <Select
              label="Timesheets"
              data={timesheetStatusOptions}
              value={values.timesheetStatus}
              onChange={(status) =>
                status &&
                onChange({ ...values, timesheetStatus: status as ReportFilterValues['timesheetStatus'] })
              }
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
      )}
      {offers('asOf') && (
        <SimpleGrid cols={4}>
          <DateField
            label="As Of"
            description="The figures as they stand on this day; a monthly budget shows its month."
            value={values.asOf}
            onChange={(asOf) => onChange({ ...values, asOf })}
            error={errors.asOf}
            required
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={4}>
        {offers('department') && <DepartmentFilter values={values} errors={errors} onChange={onChange} />}
        {offers('engagementManager') && <EngagementManagerFilter values={values} onChange={onChange} />}
        {offers('client') && <ClientFilter values={values} errors={errors} onChange={onChange} />}
        {offers('project') && <ProjectFilter values={values} errors={errors} onChange={onChange} />}
        {offers('employee') && <EmployeeFilter values={values} errors={errors} onChange={onChange} />}
        {offers('additionalProject') && (
          <AdditionalProjectFilter values={values} errors={errors} onChange={onChange} />
        )}
        {offers('billable') && (
          <Select
            label="Billable"
            placeholder="Yes and No"
            data={billableOptions}
            value={values.billable}
            onChange={(billable) =>
              onChange({ ...values, billable: billable as ReportFilterValues['billable'] })
            }
            clearable
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

interface FilterProps {
  values: ReportFilterValues;
  errors?: ReportFieldErrors;
  onChange: (values: ReportFilterValues) => void;
}

/** A select over options read from the API: disabled while they load, and saying so when they cannot be. */
function OptionsSelect<Data>({
  label,
  query,
  toOptions,
  optionsName,
  value,
  onChange,
  error,
  placeholder = 'All',
  disabled = false,
}: {
  label: string;
  query: UseQueryResult<Data>;
  toOptions: (data: Data) => SelectOption[];
  /** What the options are, as the failure names them: "departments". */
  optionsName: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
}) {
  const loadError = query.isError
    ? `The ${optionsName} could not be loaded. Please refresh the page.`
    : undefined;
  return (
    <Select
      label={label}
      placeholder={query.isPending && !disabled ? 'Loading...' : placeholder}
      data={query.data ? toOptions(query.data) : []}
      value={value}
      onChange={onChange}
      disabled={disabled || !query.data}
      error={error ?? loadError}
      searchable
      clearable
      nothingFoundMessage="No Results Found!"
    />
  );
}

function DepartmentFilter({ values, errors, onChange }: FilterProps) {
  return (
    <OptionsSelect
      label="Department"
      optionsName="departments"
      query={useDepartments()}
      toOptions={namedOptions}
      value={values.departmentId}
      onChange={(departmentId) => onChange({ ...values, departmentId })}
      error={errors?.departmentId}
    />
  );
}

function EngagementManagerFilter({ values, onChange }: FilterProps) {
  return (
    <OptionsSelect
      label="Engagement Manager"
      optionsName="engagement managers"
      query={useEngagementManagers()}
      toOptions={namedOptions}
      value={values.engagementManagerId}
      onChange={(engagementManagerId) => onChange({ ...values, engagementManagerId })}
    />
  );
}

function ClientFilter({ values, errors, onChange }: FilterProps) {
  return (
    <OptionsSelect
      label="Client"
      optionsName="clients"
      query={useClients()}
      toOptions={namedOptions}
      value={values.clientId}
      onChange={(clientId) => onChange(withClient(values, clientId))}
      error={errors?.clientId}
    />
  );
}

function ProjectFilter({ values, errors, onChange }: FilterProps) {
  const noClient = values.clientId === null;
  return (
    <OptionsSelect
      label="Project"
      optionsName="projects"
      query={useEngagements()}
      toOptions={(engagements) => projectOptions(engagements, values.clientId)}
      value={values.projectId}
      onChange={(projectId) => onChange({ ...values, projectId })}
      error={errors?.projectId}
      placeholder={noClient ? 'Select a client...' : 'All'}
      disabled={noClient}
    />
  );
}

function EmployeeFilter({ values, errors, onChange }: FilterProps) {
  return (
    <OptionsSelect
      label="Employee"
      optionsName="employees"
      query={useReportPeople()}
      toOptions={employeeOptions}
      value={values.employeeId}
      onChange={(employeeId) => onChange({ ...values, employeeId })}
      error={errors?.employeeId}
    />
  );
}

function AdditionalProjectFilter({ values, errors, onChange }: FilterProps) {
  return (
    <OptionsSelect
      label="Project"
      optionsName="projects"
      query={useReportAdditionalProjects()}
      toOptions={namedOptions}
      value={values.projectId}
      onChange={(projectId) => onChange({ ...values, projectId })}
      error={errors?.projectId}
    />
  );
}

/** The timesheet period of the not-submitted report: previous and next arrows, and back to the current one. */
function PeriodFilter({
  values,
  today,
  onChange,
}: {
  values: ReportFilterValues;
  today: string;
  onChange: (values: ReportFilterValues) => void;
}) {
  const periods = useTimesheetPeriods();
  return (
    <Fieldset legend="Timesheet Period" variant="unstyled" classNames={{ legend: classes.legend }}>
      <PeriodSelector
        period={periodContaining(values.periodStartDate)}
        periods={periods.data ?? []}
        today={today}
        onSelect={(startDate) =>
          onChange({ ...values, periodStartDate: startDate ?? periodContaining(today).startDate })
        }
      />
    </Fieldset>
  );
}
