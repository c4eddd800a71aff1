import { Alert } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { CodeAlert } from '@timekeep/shared/schemas/timesheets';
import { memo } from 'react';
import { useDismissCodeAlerts } from '../api/dismiss-code-alert';
import { useCodeAlerts } from '../api/get-code-alerts';

const codeList = new Intl.ListFormat('en', { type: 'conjunction' });

/** 'ACME-1001 Data Platform as Consultant'. */
function describeCode(alert: CodeAlert): string {
  return `${alert.projectId} ${alert.name} as ${alert.role}`;
}

/**
 * New time codes assigned to the person and not yet viewed, in one strip however many there are (with their
 * count), so that they do not push the grid down; closing it records that they were all seen, then
 * `onDismissed` lets the page put the focus back where the person goes on. Memoised: a keystroke in the grid
 * does not render the alerts again.
 */
export const CodeAlertStrip = memo(function CodeAlertStrip({ onDismissed }: { onDismissed: () => void }) {
  const alerts = useCodeAlerts();
  const dismiss = useDismissCodeAlerts();
  const shown = alerts.data ?? [];
  if (shown.length === 0) return null;
  const several = shown.length > 1;
  return (
    <section aria-label="New time codes">
      <Alert
        color="blue"
        variant="light"
        mb="sm"
        icon={<IconBell size={18} />}
        title={several ? `${shown.length} new time codes` : 'New time code'}
        withCloseButton
        closeButtonLabel={
          several ? `Dismiss ${shown.length} new time codes` : `Dismiss new time code ${shown[0]!.projectId}`
        }
        onClose={() => dismiss.mutate(shown, { onSettled: onDismissed })}
      >
        You can now log time to {codeList.format(shown.map(describeCode))}.
      </Alert>
    </section>
  );
});
