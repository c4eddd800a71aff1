import { Alert, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { memo } from 'react';
import { useDismissCodeAlert } from '../api/dismiss-code-alert';
import { useCodeAlerts } from '../api/get-code-alerts';

/**
 * New time codes assigned to the person and not yet viewed; closing one records that it was seen, then
 * `onDismissed` lets the page put the focus back where the person goes on. Memoised: a keystroke in the
 * grid does not render the alerts again.
 */
export const CodeAlertStrip = memo(function CodeAlertStrip({ onDismissed }: { onDismissed: () => void }) {
  const alerts = useCodeAlerts();
  const dismiss = useDismissCodeAlert();
  if (!alerts.data?.length) return null;
  return (
    <Stack gap="xs" mb="sm" aria-label="New time codes" role="region">
      {alerts.data.map((alert) => (
        <Alert
          key={alert.id}
          color="blue"
          variant="light"
          icon={<IconBell size={18} />}
          title="New time code"
          withCloseButton
          closeButtonLabel={`Dismiss new time code ${alert.projectId}`}
          onClose={() => dismiss.mutate(alert, { onSettled: onDismissed })}
        >
          You can now log time to {alert.projectId} {alert.name} as {alert.role}.
        </Alert>
      ))}
    </Stack>
  );
});
