import { Anchor, Button, Group, Table, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { ADMIN_SEARCH_MAX_LENGTH } from '@timekeep/shared/schemas/engagements';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkedRow } from '../../../components/ui/linked-row';
import { ListTable, listState } from '../../../components/ui/list-table';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { useQueryParam } from '../../../lib/use-query-param';
import { useAdminEngagements } from '../api/get-admin-engagements';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const columns = [
  'Client',
  'Project Code',
  'Engagement',
  'Engagement Manager',
  'Sales Rep',
  'Billing Type',
  'Billing Terms',
  'PO Number',
  'Billing Class',
  'Department',
];

/** The admin's engagements: searchable by client, project code or name (kept in the address), each opening its page. */
export function EngagementsPage() {
  const [query, setQuery] = useQueryParam('query', (text) => text, { replace: true });
  const [search, setSearch] = useState(query ?? '');
  const searchFor = useDebouncedCallback((text: string) => setQuery(text.trim() || null), SEARCH_DEBOUNCE_MS);
  const engagements = useAdminEngagements(query ?? '');
  const rows = engagements.data ?? [];

  return (
    <>
      <PageTitle>Engagements</PageTitle>
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          label="Search"
          placeholder="Search by Client, Project Code, or Name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchFor(event.currentTarget.value);
          }}
          w={360}
        />
        <Button
          component={Link}
          to={paths.engagements.create()}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New Engagement
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={1100}>
        <ListTable
          highlightOnHover
          aria-label="Engagements"
          aria-busy={engagements.isFetching}
          columns={columns}
          state={listState(rows.length, 'engagements', 'No Engagements Found!', engagements)}
        >
          {rows.map((engagement) => (
            <LinkedRow key={engagement.id} to={paths.engagements.engagement(engagement.id)}>
              <Table.Td>{engagement.clientName}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.engagements.engagement(engagement.id)} size="sm">
                  {engagement.projectId}
                </Anchor>
              </Table.Td>
              <Table.Td>{engagement.name}</Table.Td>
              <Table.Td>{engagement.engagementManagerName}</Table.Td>
              <Table.Td>{engagement.salesRep}</Table.Td>
              <Table.Td>{engagement.billingTypeLabel}</Table.Td>
              <Table.Td>Net {engagement.clientBillingTerms}</Table.Td>
              <Table.Td>{engagement.clientPoNumber}</Table.Td>
              <Table.Td>{engagement.billingClass}</Table.Td>
              <Table.Td>{engagement.projectDepartment}</Table.Td>
            </LinkedRow>
          ))}
        </ListTable>
      </Table.ScrollContainer>
    </>
  );
}
