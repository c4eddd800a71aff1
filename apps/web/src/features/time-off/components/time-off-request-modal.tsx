import { Alert, Button, Checkbox, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { todayIso } from '@timekeep/shared/domain/periods';
import { isSelectableDate, requestDateBounds, yearOf } from '@timekeep/shared/domain/time-off-dates';
import {
  DUPLICATE_REQUEST_MESSAGE,
  datesTakenByOtherRequests,
  findDuplicateRequest,
} from '@timekeep/shared/domain/time-off-duplicates';
import {
  HOURS_WORKDAY_OPTIONS,
  holidaySet,
  partialDayHourOptions,
  timeOffDurationHours,
} from '@timekeep/shared/domain/time-off-duration';
import {
  originalHoursInSameBalance,
  reasonBalanceFrom,
  remainingHours,
  timeOffLimitProblem,
} from '@timekeep/shared/domain/time-off-limits';
import { timeOffReasonGroups, timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { COMMENT_MAX_LENGTH, type RequestField } from '@timekeep/shared/domain/time-off-request-rules';
import type {
  HoursWorkday,
  TimeframeType,
  TimeOffReason,
  TimeOffRequest,
} from '@timekeep/shared/schemas/time-off';
import { useMemo, useState } from 'react';
import { hoursLabel } from '../../../components/time-off/request-labels';
import { remainingLabel, yearBalanceOf } from '../../../components/time-off/year-balances';
import { DateField } from '../../../components/ui/date-field';
import { FormModal, useDiscardGuard } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { useFocusFirstProblem } from '../../../components/ui/use-focus-first-problem';
import { ApiError } from '../../../lib/api-client';
import { useHolidays } from '../../../lib/lookups/get-holidays';
import { modalTransitionProps } from '../../../lib/modals';
import { usePreferences } from '../../../lib/preferences';
import { toast } from '../../../lib/toasts';
import { useCreateTimeOffRequest } from '../api/create-time-off-request';
import { useProjectedBalance } from '../api/get-projected-balance';
import { useTimeOffBalances } from '../api/get-time-off-balances';
import { useUpdateTimeOffRequest } from '../api/update-time-off-request';
import { balanceForLimitCheck, projectedBalanceText } from '../utils/projected-balance';
import {
  editRequestValues,
  excludedDateReason,
  newRequestValues,
  type RequestFormValues,
  requestFormProblems,
  toDetailsInput,
  withHoursWorkday,
  withReason,
  withTimeframeType,
} from '../utils/request-form';
import { useKnownRequests } from '../utils/use-known-requests';

const APPROVAL_LABEL = 'my customer and/or engagement manager approves this request';
/** A start date typed digit by digit settles before its projected balance is asked for. */
const PROJECTION_DELAY_MS = 400;
const timeframeOptions: { value: TimeframeType; label: string }[] = [
  { value: 'partial_day', label: 'Partial Day' },
  { value: 'multiple_days', label: 'Multiple Days' },
];
/** Server answers that explain themselves; anything else gets the generic failure toast only. */
const explainedErrors = new Set([
  'duplicate_request',
  'limit_exceeded',
  'validation_failed',
  'rule_violation',
  'invalid_state',
  'not_found',
  'period_closed',
]);

interface TimeOffRequestModalProps {
  opened: boolean;
  onClose: () => void;
  /** The request being edited; none to request new time off. */
  request: TimeOffRequest | null;
}

export function TimeOffRequestModal({ opened, onClose, request }: TimeOffRequestModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={request ? 'Edit Time Off Request' : 'Request Time Off'}
      size="lg"
      transitionProps={modalTransitionProps}
    >
      {opened && <RequestForm key={request?.id ?? 'new'} request={request} onDone={onClose} />}
    </FormModal>
  );
}

function RequestForm({ request, onDone }: { request: TimeOffRequest | null; onDone: () => void }) {
  const [preferences, savePreferences] = usePreferences();
  const [initialValues] = useState<RequestFormValues>(() =>
    request ? editRequestValues(request) : newRequestValues(preferences),
  );
  const [values, setValues] = useState(initialValues);
  const cancel = useDiscardGuard(JSON.stringify(values) !== JSON.stringify(initialValues), onDone);
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const holidaysQuery = useHolidays();
  const balancesQuery = useTimeOffBalances();
  const known = useKnownRequests();
  const createRequest = useCreateTimeOffRequest();
  const updateRequest = useUpdateTimeOffRequest();
  const saving = createRequest.isPending || updateRequest.isPending;
  const loading = holidaysQuery.isPending || balancesQuery.isPending || known.isPending;

  const today = todayIso();
  const holidays = useMemo(() => holidaySet(holidaysQuery.data ?? []), [holidaysQuery.data]);
  const ranges = useMemo(
    () =>
      known.requests.map((known) => ({
        id: known.id,
        status: known.mostRecentDetail.status,
        startDate: known.mostRecentDetail.startDate,
        endDate: known.mostRecentDetail.endDate,
      })),
    [known.requests],
  );
  const takenDates = useMemo(() => datesTakenByOtherRequests(ranges, request?.id), [ranges, request?.id]);
  const [settledStartDate] = useDebouncedValue(values.startDate, PROJECTION_DELAY_MS);
  const projected = useProjectedBalance(values.reason, settledStartDate);
  // An answer about another reason or date (the one before an edit) says nothing of the form as it is.
  const projection =
    projected.data && projected.data.type === values.reason && projected.data.date === values.startDate
      ? projected.data
      : null;
  // Leave other than PTO is checked against the projected balance; until it is known the check waits, unless
  // it cannot be had, when the posted balance stands in (the server checks again either way).
  const awaitingProjection =
    values.reason !== null &&
    values.reason !== 'pto' &&
    values.startDate !== null &&
    projection === null &&
    !projected.isError;

  const isOfficeClosure = values.reason === 'office_closure';
  const isPartialDay = values.timeframeType === 'partial_day';
  const bounds = requestDateBounds(values.reason, today);
  const details = toDetailsInput(values);
  const problems = requestFormProblems(values, { today, holidays });
  const problemFor = (field: RequestField) =>
    submitted ? problems.find((problem) => problem.field === field)?.message : undefined;

  const range =
    values.startDate && (isPartialDay || values.endDate)
      ? { startDate: values.startDate, endDate: isPartialDay ? values.startDate : values.endDate! }
      : null;
  const duration = range && details ? timeOffDurationHours({ ...details, ...range }, holidays) : 0;
  const duplicate = range ? findDuplicateRequest(range, ranges, request?.id) : undefined;
  const limitProblem =
    details &&
    range &&
    values.reason &&
    !awaitingProjection &&
    problems.every((problem) => problem.field === 'comment')
      ? timeOffLimitProblem({
          reason: values.reason,
          year: yearOf(range.startDate),
          requestedHours: duration,
          balance: balanceForLimitCheck(
            values.reason,
            reasonBalanceFrom(balancesQuery.data?.balances ?? [], values.reason, yearOf(range.startDate)),
            projection,
          ),
          originalHours: originalHoursInSameBalance(
            request ? request.mostRecentDetail : undefined,
            values.reason,
            yearOf(range.startDate),
          ),
        })
      : null;

  // What is left of the chosen type in the request's year (this year until a date is chosen), the request being
  // edited given back, so a type without a balance says so before any date is typed.
  const balanceYear = yearOf(values.startDate ?? today);
  const reasonBalance =
    values.reason && balancesQuery.data
      ? yearBalanceOf(balancesQuery.data.balances, values.reason, balanceYear)
      : null;
  const reasonBalanceText =
    reasonBalance &&
    `${reasonBalance.label} balance in ${balanceYear}: ${remainingLabel({
      ...reasonBalance,
      remainingHours: remainingHours(
        reasonBalance,
        originalHoursInSameBalance(request?.mostRecentDetail, reasonBalance.type, balanceYear),
      ),
    })}`;

  const excludeDate = (date: string) =>
    !isSelectableDate(date, { includeWeekends: values.includeWeekends, holidays, takenDates });
  const excludedDateMessage = (date: string) => excludedDateReason(date, { holidays, takenDates });
  const endMax = values.startDate
    ? [`${yearOf(values.startDate)}-12-31`, bounds.maxDate].sort()[0]
    : bounds.maxDate;

  const update = (next: RequestFormValues) => {
    setValues(next);
    setServerMessage(null);
  };

  const { formRef, refused } = useFocusFirstProblem();

  const submit = () => {
    setSubmitted(true);
    if (!details || problems.length > 0) {
      refused();
      return;
    }
    if (duplicate || limitProblem) return;
    const onError = (error: Error) => {
      const failure = request
        ? { title: 'Update Failed', message: 'Failed to update! Please retry shortly or refresh the page.' }
        : { title: 'Submit Failed', message: 'Failed to submit! Please retry shortly or refresh the page.' };
      toast.error(failure);
      if (error instanceof ApiError && error.code && explainedErrors.has(error.code))
        setServerMessage(error.message);
    };
    if (request) {
      updateRequest.mutate(
        { id: request.id, details },
        {
          onSuccess: () => {
            toast.success({ message: 'Request was updated successfully!' });
            onDone();
          },
          onError,
        },
      );
    } else {
      createRequest.mutate(details, {
        onSuccess: () => {
          toast.success({ message: 'Request was submitted successfully!' });
          onDone();
        },
        onError,
      });
    }
  };

  const reasonData = timeOffReasonGroups.map((group) => ({
    group: group.label,
    items: group.reasons
      .filter((reason) => !(request && reason === 'office_closure'))
      .map((reason) => ({ value: reason, label: timeOffReasonLabels[reason] })),
  }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {request?.mostRecentDetail.status === 'approved' && (
          <Alert color="yellow" title="Reapproval needed">
            This request is approved. Saving a change sends it back to your team lead for reapproval.
          </Alert>
        )}
        <SelectField
          label="Reason"
          placeholder="Choose the type of time off"
          data={reasonData}
          value={values.reason}
          onChange={(reason) => reason && update(withReason(values, reason as TimeOffReason))}
          allowDeselect={false}
          required
          description={reasonBalanceText}
          error={problemFor('reason')}
          // The dialog opens in its first field, as every form dialog does, not on its close button.
          data-autofocus
        />
        <Group grow align="flex-start">
          <SelectField
            label="Duration Type"
            data={timeframeOptions}
            value={values.timeframeType}
            onChange={(type) => type && update(withTimeframeType(values, type as TimeframeType))}
            allowDeselect={false}
            disabled={isOfficeClosure}
            required
          />
          <SelectField
            label="Hours Per Workday"
            data={HOURS_WORKDAY_OPTIONS.map((hours) => ({ value: String(hours), label: `${hours} hours` }))}
            value={String(values.hoursWorkday)}
            onChange={(hours) => {
              if (!hours) return;
              const hoursWorkday = Number(hours) as HoursWorkday;
              savePreferences({ hoursWorkday });
              update(withHoursWorkday(values, hoursWorkday));
            }}
            allowDeselect={false}
            required
          />
        </Group>
        <Checkbox
          label="Include Weekends"
          checked={values.includeWeekends}
          onChange={(event) => {
            const includeWeekends = event.currentTarget.checked;
            savePreferences({ includeWeekends });
            update({ ...values, includeWeekends });
          }}
        />
        <Group grow align="flex-start">
          <DateField
            label="Start Date"
            value={values.startDate}
            onChange={(startDate) =>
              update({
                ...values,
                startDate,
                endDate:
                  startDate &&
                  values.endDate &&
                  (values.endDate < startDate || yearOf(values.endDate) !== yearOf(startDate))
                    ? null
                    : values.endDate,
              })
            }
            minDate={bounds.minDate}
            maxDate={bounds.maxDate}
            excludeDate={excludeDate}
            excludedDateMessage={excludedDateMessage}
            required
            error={problemFor('startDate')}
          />
          {isPartialDay ? (
            <SelectField
              label="Hours"
              placeholder="Choose the hours"
              data={partialDayHourOptions(values.hoursWorkday).map((hours) => ({
                value: String(hours),
                label: hoursLabel(hours),
              }))}
              value={values.hours === null ? null : String(values.hours)}
              onChange={(hours) => update({ ...values, hours: hours === null ? null : Number(hours) })}
              disabled={isOfficeClosure}
              required
              error={problemFor('hours')}
            />
          ) : (
            <DateField
              label="End Date"
              value={values.endDate}
              onChange={(endDate) => update({ ...values, endDate })}
              minDate={values.startDate ?? bounds.minDate}
              maxDate={endMax}
              excludeDate={excludeDate}
              excludedDateMessage={excludedDateMessage}
              disabled={!values.startDate}
              required
              error={problemFor('endDate')}
            />
          )}
        </Group>
        <Text aria-live="polite" fw={500}>
          Duration: {hoursLabel(duration)}
        </Text>
        <Text aria-live="polite" size="sm">
          {projection ? projectedBalanceText(projection) : ''}
        </Text>
        {duplicate && (
          <Alert color="red" role="alert">
            {DUPLICATE_REQUEST_MESSAGE}
          </Alert>
        )}
        {limitProblem && (
          <Alert color="red" role="alert">
            {limitProblem}
          </Alert>
        )}
        <Textarea
          label="Comment (Required)"
          value={values.comment}
          onChange={(event) => update({ ...values, comment: event.currentTarget.value })}
          maxLength={COMMENT_MAX_LENGTH}
          description={`${values.comment.length}/${COMMENT_MAX_LENGTH} characters`}
          autosize
          minRows={2}
          error={problemFor('comment')}
        />
        <Checkbox
          label={APPROVAL_LABEL}
          checked={values.approvalConfirmed}
          onChange={(event) => update({ ...values, approvalConfirmed: event.currentTarget.checked })}
        />
        <RequestHelp />
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={
              !values.approvalConfirmed ||
              loading ||
              awaitingProjection ||
              Boolean(duplicate) ||
              Boolean(limitProblem)
            }
          >
            {request ? 'Update Request' : 'Submit Request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RequestHelp() {
  return (
    <List size="xs" c="gray.7" spacing={2}>
      <List.Item>
        Dates run from the start of last year to the end of next year; office closures only to the end of this
        year. Multiple days must start and end in the same year.
      </List.Item>
      <List.Item>
        Multiple days count the working days in the range times your hours per workday. Weekends count only
        when included; holidays never count and cannot be picked.
      </List.Item>
      <List.Item>
        A partial day counts the hours you choose, in half-hour steps from 0.5 up to your workday. A full day
        must use Multiple Days. An office closure is a partial day of 8 hours.
      </List.Item>
      <List.Item>
        Leave other than PTO cannot exceed its balance. A request may not share a date with another one: edit
        the existing request instead.
      </List.Item>
    </List>
  );
}
