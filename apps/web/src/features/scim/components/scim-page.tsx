import { Stack, Title } from '@mantine/core';
import { ScimGroupsTable } from './scim-groups-table';
import { ScimTokenCard } from './scim-token-card';

/** SCIM provisioning (issue 41): the identity provider adds, changes and deactivates people and their groups. */
export function ScimPage() {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        SCIM Provisioning
      </Title>
      <ScimTokenCard />
      <ScimGroupsTable />
    </Stack>
  );
}
