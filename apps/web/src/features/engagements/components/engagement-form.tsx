import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { billingTermsOptions } from '@timekeep/shared/domain/billing';
import type { BillingType } from '@timekeep/shared/schemas/engagements';
import {
  type EngagementDetail,
  type EngagementInput,
  engagementInputSchema,
  PROJECT_CODE_MAX_LENGTH,
} from '@timekeep/shared/schemas/engagements';
import { FormFooter } from '../../../components/forms/form-footer';
import { PersonSelect } from '../../../components/forms/person-select';
import { idFromOption, namedOptions, optionFromId } from '../../../lib/forms/select-options';
import { saveChanges, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useClients } from '../../../lib/lookups/get-clients';
import { useDepartments } from '../../../lib/lookups/get-departments';
import { toast } from '../../../lib/toasts';
import { useCreateEngagement } from '../api/create-engagement';
import { useUpdateEngagement } from '../api/update-engagement';

type EngagementValues = Omit<EngagementInput, 'clientId' | 'clientBillingTerms'> & {
  clientId: number | null;
  clientBillingTerms: EngagementInput['clientBillingTerms'] | null;
};

const labels: Record<keyof EngagementValues, string> = {
  clientId: 'Client',
  name: 'Name',
  projectId: 'Project Code',
  billingType: 'Billing Type',
  clientBillingTerms: 'Billing Terms',
  clientPoNumber: 'PO Number',
  billingClass: 'Billing Class',
  billable: 'Billable',
  projectDepartmentId: 'Department',
  engagementManager: 'Engagement Manager',
  salesRepId: 'Sales Rep',
};

/** '2%/15, Net 30' is offered but disabled (spec section 9); it has no value the server takes. */
const billingTermsData = billingTermsOptions.map((option) => ({
  value: option.value === null ? 'not-offered' : String(option.value),
  label: option.label,
  disabled: option.disabled,
}));

const billingTypeHints: Record<BillingType, string> = {
  variable: 'T&M: each role bills its hourly rate, shown with the role.',
  fixed: "Fixed: a fixed price; roles' rates show as N/A (the rate is kept for the rates report).",
};

function valuesOf(engagement: EngagementDetail | null): EngagementValues {
  return {
    clientId: engagement?.clientId ?? null,
    name: engagement?.name ?? '',
    projectId: engagement?.projectId ?? '',
    billingType: engagement?.billingType ?? 'variable',
    clientBillingTerms: engagement?.clientBillingTerms ?? 30,
    clientPoNumber: engagement?.clientPoNumber ?? null,
    billingClass: engagement?.billingClass ?? null,
    billable: engagement?.billable ?? true,
    projectDepartmentId: engagement?.projectDepartmentId ?? null,
    engagementManager: engagement?.engagementManager ?? null,
    salesRepId: engagement?.salesRepId ?? null,
  };
}

const orNull = (text: string) => (text === '' ? null : text);

interface EngagementFormProps {
  /** The engagement to edit; null to create one. */
  engagement: EngagementDetail | null;
  onSaved?: (engagement: EngagementDetail) => void;
  onCancel?: () => void;
}

/** An engagement's client, code and billing details; a new one is created, an existing one changed field by field. */
export function EngagementForm({ engagement, onSaved, onCancel }: EngagementFormProps) {
  const form = useSchemaForm(engagementInputSchema, valuesOf(engagement), labels);
  const clients = useClients();
  const departments = useDepartments();
  const create = useCreateEngagement();
  const update = useUpdateEngagement();
  const { values, problems, set } = form;

  const save = (input: EngagementInput) => {
    const saved = (result: EngagementDetail) => {
      toast.success({ message: engagement ? 'Engagement was saved.' : 'Engagement was created.' });
      onSaved?.(result);
    };
    if (!engagement) return create.mutateAsync(input).then(saved);
    return saveChanges(input, engagement, (changes) =>
      update.mutateAsync({ id: engagement.id, changes }).then(saved),
    );
  };

  return (
    <form
      noValidate
      aria-label={engagement ? 'Engagement details' : 'New engagement'}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(save);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <Select
            label={labels.clientId}
            placeholder="Choose a client"
            data={namedOptions(clients.data)}
            value={optionFromId(values.clientId)}
            onChange={(value) => set('clientId', idFromOption(value))}
            searchable
            required
            error={problems.clientId}
          />
          <TextInput
            label={labels.name}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            required
            error={problems.name}
          />
          <TextInput
            label={labels.projectId}
            description="Letters, digits, dots, dashes and underscores, e.g. ACME-1001"
            value={values.projectId}
            maxLength={PROJECT_CODE_MAX_LENGTH}
            onChange={(event) => set('projectId', event.currentTarget.value)}
            required
            error={problems.projectId}
          />
          <Radio.Group
            label={labels.billingType}
            description={billingTypeHints[values.billingType]}
            value={values.billingType}
            onChange={(value) => set('billingType', value as BillingType)}
            required
            error={problems.billingType}
          >
            <Group gap="lg" mt={6}>
              <Radio value="variable" label="T&M" />
              <Radio value="fixed" label="Fixed" />
            </Group>
          </Radio.Group>
          <Select
            label={labels.clientBillingTerms}
            data={billingTermsData}
            value={values.clientBillingTerms === null ? null : String(values.clientBillingTerms)}
            onChange={(value) =>
              set(
                'clientBillingTerms',
                value === null ? null : (Number(value) as EngagementInput['clientBillingTerms']),
              )
            }
            allowDeselect={false}
            required
            error={problems.clientBillingTerms}
          />
          <TextInput
            label={labels.clientPoNumber}
            value={values.clientPoNumber ?? ''}
            onChange={(event) => set('clientPoNumber', orNull(event.currentTarget.value))}
            error={problems.clientPoNumber}
          />
          <TextInput
            label={labels.billingClass}
            value={values.billingClass ?? ''}
            onChange={(event) => set('billingClass', orNull(event.currentTarget.value))}
            error={problems.billingClass}
          />
          <Select
            label={labels.projectDepartmentId}
            placeholder="No department"
            data={namedOptions(departments.data)}
            value={optionFromId(values.projectDepartmentId)}
            onChange={(value) => set('projectDepartmentId', idFromOption(value))}
            searchable
            clearable
            error={problems.projectDepartmentId}
          />
          <PersonSelect
            label={labels.engagementManager}
            placeholder="No engagement manager"
            value={values.engagementManager}
            onChange={(personId) => set('engagementManager', personId)}
            clearable
            error={problems.engagementManager}
          />
          <PersonSelect
            label={labels.salesRepId}
            placeholder="No sales rep"
            value={values.salesRepId}
            onChange={(personId) => set('salesRepId', personId)}
            clearable
            error={problems.salesRepId}
          />
          <Checkbox
            label={labels.billable}
            description="Its hours count as billable in utilization and reports."
            checked={values.billable}
            onChange={(event) => set('billable', event.currentTarget.checked)}
            mt="lg"
          />
        </SimpleGrid>
        <FormFooter
          failure={form.failure}
          busy={form.busy}
          submitLabel={engagement ? 'Save Changes' : 'Create Engagement'}
          disabled={engagement !== null && !form.edited}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
