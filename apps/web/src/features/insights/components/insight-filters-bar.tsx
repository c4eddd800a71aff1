import { Button, Group, Select } from '@mantine/core';
import type { ReportTimesheetStatus } from '@timekeep/shared/schemas/reports';
import { DateField } from '../../../components/ui/date-field';
import { useClients } from '../../../lib/lookups/get-clients';
import { useDepartments } from '../../../lib/lookups/get-departments';
import type { PageFilters } from '../utils/insight-filters';

const statusOptions: { value: ReportTimesheetStatus; label: string }[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'submitted', label: 'Submitted and approved' },
  { value: 'all', label: 'All saved' },
];

const optionsOf = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const idOf = (value: string | null) => (value === null ? undefined : Number(value));

/** The dates and filters every chart reads; each change is written to the page's URL. */
export function InsightFiltersBar({
  filters,
  onChange,
  onReset,
}: {
  filters: PageFilters;
  onChange: (filters: PageFilters) => void;
  onReset: () => void;
}) {
  const departments = useDepartments();
  const clients = useClients();
  return (
    <Group align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <DateField
        label="Start Date"
        value={filters.startDate}
        maxDate={filters.endDate}
        onChange={(startDate) => startDate && onChange({ ...filters, startDate })}
        w={150}
      />
      <DateField
        label="End Date"
        value={filters.endDate}
        minDate={filters.startDate}
        onChange={(endDate) => endDate && onChange({ ...filters, endDate })}
        w={150}
      />
      <Select
        label="Department"
        placeholder="All departments"
        data={optionsOf(departments.data)}
        value={filters.departmentId === undefined ? null : String(filters.departmentId)}
        onChange={(value) => onChange({ ...filters, departmentId: idOf(value) })}
        clearable
        searchable
        w={210}
      />
      <Select
        label="Client"
        placeholder="All clients"
        data={optionsOf(clients.data)}
        value={filters.clientId === undefined ? null : String(filters.clientId)}
        onChange={(value) => onChange({ ...filters, clientId: idOf(value) })}
        clearable
        searchable
        w={210}
      />
      <Select
        label="Timesheets Counted"
        data={statusOptions}
        value={filters.timesheetStatus ?? 'approved'}
        onChange={(value) =>
          onChange({
            ...filters,
            timesheetStatus:
              value === null || value === 'approved' ? undefined : (value as ReportTimesheetStatus),
          })
        }
        allowDeselect={false}
        w={210}
      />
      <Button variant="default" onClick={onReset}>
        Last Six Months
      </Button>
    </Group>
  );
}
