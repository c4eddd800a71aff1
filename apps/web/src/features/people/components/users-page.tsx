import { Anchor, Badge, Button, Group, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { EMPLOYEE_QUERY_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import { useEmployees } from '../../../lib/lookups/get-employees';
import { paths } from '../../../lib/paths';

/** How long the name search waits after the last key before it asks the server. */
export const NAME_SEARCH_DEBOUNCE_MS = 300;

const activeOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The search and the Active choice live in the address (`?query=&active=no`), so coming back from a person's
 * timesheet finds the list as it was left.
 */
function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const active = searchParams.get('active') === 'no' ? 'no' : 'yes';
  const update = (changes: Record<string, string>) =>
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
  return {
    query,
    active,
    setQuery: (next: string) => update({ query: next }),
    setActive: (next: string) => update({ active: next === 'no' ? 'no' : '' }),
  };
}

/** The admin's users list: a name search and an Active filter (Yes by default); each name opens the person to edit. */
export function UsersPage() {
  const filters = useUserFilters();
  const [search, setSearch] = useState(filters.query);
  const searchFor = useDebouncedCallback(
    (name: string) => filters.setQuery(name.trim()),
    NAME_SEARCH_DEBOUNCE_MS,
  );
  const employees = useEmployees({
    account_enabled: filters.active === 'yes' ? 'true' : 'false',
    query: filters.query || undefined,
  });
  const rows = employees.data ?? [];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end">
          <TextInput
            label="Name"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={EMPLOYEE_QUERY_MAX_LENGTH}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              searchFor(event.currentTarget.value);
            }}
            w={320}
          />
          <Select
            label="Active"
            data={activeOptions}
            value={filters.active}
            onChange={(active) => active && filters.setActive(active)}
            allowDeselect={false}
            w={120}
          />
        </Group>
        <Button
          component={Link}
          to={paths.admin.newUser()}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          New Person
        </Button>
      </Group>
      <Table striped highlightOnHover withTableBorder aria-label="Users" aria-busy={employees.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Timesheet</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={5}
            isPending={employees.isPending}
            isError={employees.isError}
            isEmpty={rows.length === 0}
            subject="users"
            emptyText="No Users Found!"
          />
          {rows.map((employee) => (
            <Table.Tr key={employee.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.user(employee.id)}>
                  {employee.nameReverse}
                </Anchor>
              </Table.Td>
              <Table.Td>{employee.jobTitle}</Table.Td>
              <Table.Td>
                <Badge color={employee.accountEnabled ? 'green' : 'gray'} variant="light">
                  {employee.accountEnabled ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>{employee.email}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.admin.userTimesheets(employee.id)}
                  aria-label={`View Timesheet for ${employee.name}`}
                >
                  View Timesheet
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
