import { Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { ApiToken } from '@timekeep/shared/schemas/api-tokens';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { type TokenKind, useApiTokens, useRevokeApiToken } from '../api/api-tokens';

const day = (timestamp: string) => formatDisplayDate(timestamp.slice(0, 10));

/** What a token may do, in a few words. */
function reach(token: ApiToken): string {
  if (token.access === 'read') return 'Read only';
  if (token.access === 'write') return 'Read and write';
  return token.scopes.join(', ');
}

/** The tokens that still work, each with when it was made, ends and was last used, and Revoke. */
export function TokenTable({ kind }: { kind: TokenKind }) {
  const tokens = useApiTokens(kind);
  const revoke = useRevokeApiToken(kind);
  const rows = tokens.data ?? [];
  const service = kind === 'service';
  return (
    <ListTable
      aria-label={service ? 'Service tokens' : 'Your API tokens'}
      maw={960}
      columns={[
        'Name',
        service ? 'Scopes' : 'Access',
        ...(service ? ['Acts As'] : []),
        'Token',
        'Created',
        'Expires',
        'Last Used',
      ]}
      withActions
      state={listState(rows.length, 'tokens', 'No tokens yet.', tokens)}
    >
      {rows.map((token) => (
        <Table.Tr key={token.id}>
          <Table.Td>{token.name}</Table.Td>
          <Table.Td>{reach(token)}</Table.Td>
          {service && <Table.Td>{token.ownerName}</Table.Td>}
          <Table.Td>
            <Text ff="monospace" size="sm">
              {token.prefix}…
            </Text>
          </Table.Td>
          <Table.Td>{day(token.createdAt)}</Table.Td>
          <Table.Td>{day(token.expiresAt)}</Table.Td>
          <Table.Td>{token.lastUsedAt ? day(token.lastUsedAt) : 'Never'}</Table.Td>
          <RowActions>
            <ConfirmedAction
              label="Revoke"
              ariaLabel={`Revoke ${token.name}`}
              title="Revoke Token"
              message={`Revoke the token ${token.name}? Anything that uses it stops working at once.`}
              confirmLabel="Revoke"
              danger
              action={() => revoke.mutateAsync(token.id)}
            />
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
