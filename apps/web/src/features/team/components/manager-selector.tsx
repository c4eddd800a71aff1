import { SelectField } from '../../../components/ui/select-field';
import { useSignedInUser } from '../../../lib/lookups/get-current-user';
import { useRelatedManagers } from '../api/get-related-managers';

interface ManagerSelectorProps {
  /** The lead being viewed as; null for the signed-in lead. */
  value: number | null;
  onChange: (managerId: number | null) => void;
}

/** 'Viewing as': yourself, or a lead you may view as. Choosing yourself clears the choice. */
export function ManagerSelector({ value, onChange }: ManagerSelectorProps) {
  const user = useSignedInUser();
  const related = useRelatedManagers();
  const data = [
    { value: String(user.id), label: `${user.name} (you)` },
    ...(related.data ?? []).map((manager) => ({ value: String(manager.id), label: manager.name })),
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
