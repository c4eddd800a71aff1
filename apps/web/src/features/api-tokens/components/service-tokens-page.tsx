import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ApiScope, apiScopeAreaLabels, apiScopeAreas } from '@timekeep/shared/domain/api-scopes';
import { type CreatedApiToken, createServiceTokenSchema } from '@timekeep/shared/schemas/api-tokens';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateServiceToken } from '../api/api-tokens';
import { CreatedTokenNotice } from './created-token-notice';
import { TokenLifetimeSelect } from './token-lifetime-select';
import { TokenTable } from './token-table';

const labels = { name: 'Name', scopes: 'Scopes', expiresInDays: 'Expires After' };

/**
 * The admins' service tokens, for systems such as payroll or invoicing: each acts as the admin who made it,
 * only within the scopes chosen.
 */
export function ServiceTokensPage() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="md">
      <Text maw={720}>
        A service token lets another system use the Timekeep API. It acts as the admin who makes it, only
        within the scopes chosen, and stops working when it expires, is revoked, or that admin is deactivated.
      </Text>
      {created ? (
        <CreatedTokenNotice token={created} onDone={() => setCreated(null)} />
      ) : (
        <NewServiceTokenForm
          key={round}
          onCreated={(token) => {
            setCreated(token);
            setRound(round + 1);
          }}
        />
      )}
      <TokenTable kind="service" />
    </Stack>
  );
}

function NewServiceTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateServiceToken();
  const form = useSchemaForm(
    createServiceTokenSchema,
    { name: '', scopes: [] as ApiScope[], expiresInDays: 90 },
    labels,
  );
  const toggle = (scope: ApiScope, on: boolean) =>
    form.set(
      'scopes',
      on ? [...form.values.scopes, scope] : form.values.scopes.filter((each) => each !== scope),
    );
  return (
    <form
      noValidate
      aria-label="New Service Token"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => create.mutateAsync(input).then(onCreated));
      }}
    >
      <Stack gap="sm" maw={720}>
        <Group align="flex-start">
          <TextInput
            label={labels.name}
            description="The system that uses it, e.g. Invoicing"
            value={form.values.name}
            onChange={(event) => form.set('name', event.currentTarget.value)}
            required
            error={form.problems.name ?? form.failure}
            w={260}
          />
          <TokenLifetimeSelect
            days={form.values.expiresInDays}
            onChange={(days) => form.set('expiresInDays', days)}
          />
        </Group>
        <Table withTableBorder aria-label="Scopes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Area</Table.Th>
              <Table.Th scope="col">Read</Table.Th>
              <Table.Th scope="col">Write</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apiScopeAreas.map((area) => (
              <Table.Tr key={area}>
                <Table.Th scope="row" fw={400}>
                  {apiScopeAreaLabels[area]}
                </Table.Th>
                {(['read', 'write'] as const).map((level) => {
                  const scope: ApiScope = `${area}:${level}`;
                  return (
                    <Table.Td key={level}>
                      <Checkbox
                        aria-label={`${apiScopeAreaLabels[area]}: ${level}`}
                        checked={form.values.scopes.includes(scope)}
                        onChange={(event) => toggle(scope, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {form.problems.scopes && (
          <Text c="red.8" size="sm" role="alert">
            {form.problems.scopes}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
            Make Service Token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
