import { SelectField } from '../../../components/ui/select-field';
import { useSignedInUser } from '../../../lib/lookups/get-current-user';
import { useActingFor, useRelatedManagers } from '../api/get-related-managers';

interface ManagerSelectorProps {
  /** The lead being viewed as; null for the signed-in lead. */
  value: number | null;
  onChange: (managerId: number | null) => void;
}

/**
 * 'Viewing as': yourself, a lead you may view as, or a lead you stand in for today ('Acting for ...').
 * Choosing yourself clears the choice.
 */
export function ManagerSelector({ value, onChange }: ManagerSelectorProps) {
  const user = useSignedInUser();
  const related = useRelatedManagers();
  const actingFor = useActingFor();
  const data = [
    { value: String(user.id), label: `${user.name} (you)` },
    ...(related.data ?? []).map((manager) => ({ value: String(manager.id), label: manager.name })),
    ...(actingFor.data ?? [])
      .filter((lead) => !related.data?.some((manager) => manager.id === lead.id))
      .map((lead) => ({ value: String(lead.id), label: `Acting for ${lead.name}` })),
  ];
  return (
    <SelectField
      label="Viewing as"
      data={data}
      value={String(value ?? user.id)}
      onChange={(chosen) => onChange(chosen === null || Number(chosen) === user.id ? null : Number(chosen))}
      allowDeselect={false}
      disabled={related.isPending}
      w={260}
    />
  );
}
