import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type CreatedApiToken, createPersonalTokenSchema } from '@timekeep/shared/schemas/api-tokens';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreatePersonalToken } from '../api/api-tokens';
import { CreatedTokenNotice } from './created-token-notice';
import { TokenLifetimeSelect } from './token-lifetime-select';
import { TokenTable } from './token-table';

const labels = { name: 'Name', access: 'Access', expiresInDays: 'Expires After' };

/** A person's own API tokens: make one (its secret shown once), see those that work, revoke them. */
export function PersonalTokensPage() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="md">
      <PageTitle>API Tokens</PageTitle>
      <Text maw={720}>
        A token lets a script or another system use the Timekeep API as you, with no more rights than you
        have. A read-only token cannot change anything. Revoke a token you no longer use.
      </Text>
      {created ? (
        <CreatedTokenNotice token={created} onDone={() => setCreated(null)} />
      ) : (
        <NewPersonalTokenForm
          key={round}
          onCreated={(token) => {
            setCreated(token);
            setRound(round + 1);
          }}
        />
      )}
      <TokenTable kind="personal" />
    </Stack>
  );
}

function NewPersonalTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreatePersonalToken();
  const form = useSchemaForm(
    createPersonalTokenSchema,
    { name: '', access: 'read' as 'read' | 'write', expiresInDays: 30 },
    labels,
  );
  return (
    <form
      noValidate
      aria-label="New API Token"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => create.mutateAsync(input).then(onCreated));
      }}
    >
      <Group align="flex-start">
        <TextInput
          label={labels.name}
          description="What uses it, e.g. Payroll export"
          value={form.values.name}
          onChange={(event) => form.set('name', event.currentTarget.value)}
          required
          error={form.problems.name ?? form.failure}
          w={260}
        />
        <Radio.Group
          label={labels.access}
          value={form.values.access}
          onChange={(value) => form.set('access', value as 'read' | 'write')}
        >
          <Stack gap={6} mt={8}>
            <Radio value="read" label="Read only" />
            <Radio value="write" label="Read and write" />
          </Stack>
        </Radio.Group>
        <TokenLifetimeSelect
          days={form.values.expiresInDays}
          onChange={(days) => form.set('expiresInDays', days)}
        />
        <Button type="submit" mt={25} loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
          Make Token
        </Button>
      </Group>
    </form>
  );
}
