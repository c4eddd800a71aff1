import { Autocomplete, Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { idSchema } from '@timekeep/shared/schemas/common';
import {
  jobTitleTargetInputSchema,
  UTILIZATION_TARGET_MAX,
  UTILIZATION_TARGET_MIN,
  utilizationTargetSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { idFromOption, numberOrNull, optionFromId } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUtilizationTargets } from '../api/get-utilization-targets';
import { useSetDepartmentTarget } from '../api/set-department-target';
import { useSetJobTitleTarget } from '../api/set-job-title-target';
import { targetText } from '../utils/labels';

/** The forms set a target; removing one is the Remove button's. */
const departmentFormSchema = z.object({ departmentId: idSchema, target: utilizationTargetSchema });
const jobTitleFormSchema = jobTitleTargetInputSchema.extend({ target: utilizationTargetSchema });
const labels = { departmentId: 'Department', jobTitle: 'Job title', target: 'Target (%)' };

/**
 * The default utilization targets (issue 40): by department and by job title. A person's own target comes
 * first, then their title's default, then their department's.
 */
export function UtilizationTargetsPage() {
  const targets = useUtilizationTargets();
  const setDepartment = useSetDepartmentTarget();
  const setTitle = useSetJobTitleTarget();
  const [round, setRound] = useState(0);
  const departments = targets.data?.departments ?? [];
  const titles = targets.data?.jobTitles ?? [];
  const withDefault = departments.filter((department) => department.target !== null);
  const titlesWithDefault = titles.filter((title) => title.target !== null);

  return (
    <Stack gap="lg">
      <Text maw={720}>
        A person's utilization target is their own when set on their page, otherwise their job title's
        default, otherwise their department's. Utilization is billable hours over capacity.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="targets-by-department">
        <Title order={2} size="h4" id="targets-by-department">
          By department
        </Title>
        <DepartmentTargetForm
          key={`department-${round}`}
          options={departments.map((department) => ({
            value: String(department.departmentId),
            label: department.departmentName,
          }))}
          onSaved={() => setRound(round + 1)}
        />
        <ListTable
          aria-label="Default targets by department"
          maw={720}
          columns={['Department', 'Target']}
          withActions
          state={listState(withDefault.length, 'targets', 'No department has a default target yet.', targets)}
        >
          {withDefault.map((department) => (
            <Table.Tr key={department.departmentId}>
              <Table.Td>{department.departmentName}</Table.Td>
              <Table.Td>{targetText(department.target)}</Table.Td>
              <RowActions>
                <ConfirmedAction
                  label="Remove"
                  ariaLabel={`Remove the default target of ${department.departmentName}`}
                  title="Remove Default Target"
                  message={`Remove the default target of ${department.departmentName}? Its people then have their own or their job title's target, or none.`}
                  confirmLabel="Remove"
                  danger
                  action={() =>
                    setDepartment.mutateAsync({ departmentId: department.departmentId, target: null })
                  }
                />
              </RowActions>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="targets-by-job-title">
        <Title order={2} size="h4" id="targets-by-job-title">
          By job title
        </Title>
        <JobTitleTargetForm
          key={`title-${round}`}
          titles={titles.map((title) => title.jobTitle)}
          onSaved={() => setRound(round + 1)}
        />
        <ListTable
          aria-label="Default targets by job title"
          maw={720}
          columns={['Job title', 'People', 'Target']}
          withActions
          state={listState(
            titlesWithDefault.length,
            'targets',
            'No job title has a default target yet.',
            targets,
          )}
        >
          {titlesWithDefault.map((title) => (
            <Table.Tr key={title.jobTitle}>
              <Table.Td>{title.jobTitle}</Table.Td>
              <Table.Td>{title.peopleCount}</Table.Td>
              <Table.Td>{targetText(title.target)}</Table.Td>
              <RowActions>
                <ConfirmedAction
                  label="Remove"
                  ariaLabel={`Remove the default target of ${title.jobTitle}`}
                  title="Remove Default Target"
                  message={`Remove the default target of ${title.jobTitle}? People with this title then have their own or their department's target, or none.`}
                  confirmLabel="Remove"
                  danger
                  action={() => setTitle.mutateAsync({ jobTitle: title.jobTitle, target: null })}
                />
              </RowActions>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
    </Stack>
  );
}

function TargetInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (target: number | null) => void;
  error: string | null | undefined;
}) {
  return (
    <NumberInput
      label={labels.target}
      value={value ?? ''}
      onChange={(next) => onChange(numberOrNull(next))}
      min={UTILIZATION_TARGET_MIN}
      max={UTILIZATION_TARGET_MAX}
      allowDecimal={false}
      required
      error={error}
      w={140}
    />
  );
}

function DepartmentTargetForm({
  options,
  onSaved,
}: {
  options: { value: string; label: string }[];
  onSaved: () => void;
}) {
  const save = useSetDepartmentTarget();
  const form = useSchemaForm(
    departmentFormSchema,
    { departmentId: null as number | null, target: null as number | null },
    labels,
  );
  return (
    <form
      noValidate
      aria-label="Set a department's default target"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => save.mutateAsync(input).then(onSaved));
      }}
    >
      <Group align="flex-start">
        <Select
          label={labels.departmentId}
          data={options}
          searchable
          value={optionFromId(form.values.departmentId)}
          onChange={(value) => form.set('departmentId', idFromOption(value))}
          required
          error={form.problems.departmentId ?? form.failure}
          w={260}
        />
        <TargetInput
          value={form.values.target}
          onChange={(target) => form.set('target', target)}
          error={form.problems.target}
        />
        <Button type="submit" mt={25} loading={form.busy}>
          Set Department Target
        </Button>
      </Group>
    </form>
  );
}

function JobTitleTargetForm({ titles, onSaved }: { titles: string[]; onSaved: () => void }) {
  const save = useSetJobTitleTarget();
  const form = useSchemaForm(jobTitleFormSchema, { jobTitle: '', target: null as number | null }, labels);
  return (
    <form
      noValidate
      aria-label="Set a job title's default target"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => save.mutateAsync(input).then(onSaved));
      }}
    >
      <Group align="flex-start">
        <Autocomplete
          label={labels.jobTitle}
          data={titles}
          value={form.values.jobTitle}
          onChange={(value) => form.set('jobTitle', value)}
          required
          error={form.problems.jobTitle ?? form.failure}
          w={260}
        />
        <TargetInput
          value={form.values.target}
          onChange={(target) => form.set('target', target)}
          error={form.problems.target}
        />
        <Button type="submit" mt={25} loading={form.busy}>
          Set Job Title Target
        </Button>
      </Group>
    </form>
  );
}
