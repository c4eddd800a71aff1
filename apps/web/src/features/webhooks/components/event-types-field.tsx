import { Checkbox, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { WebhookEventType } from '@timekeep/shared/schemas/webhooks';
import { eventGroups } from './event-types';

interface EventTypesFieldProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string | null;
}

/** The events an endpoint takes: a group of checkboxes per area, each group with "All" for a quick choice. */
export function EventTypesField({ value, onChange, error }: EventTypesFieldProps) {
  const chosen = new Set(value);
  const toggle = (types: WebhookEventType[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    onChange(
      eventGroups
        .flatMap((group) => group.events.map((event) => event.type))
        .filter((type) => next.has(type)),
    );
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="webhook-events-label">
        Events{' '}
        <Text span c="red.8" aria-hidden>
          *
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="group" aria-labelledby="webhook-events-label">
        {eventGroups.map((group) => {
          const types = group.events.map((event) => event.type);
          const all = types.every((type) => chosen.has(type));
          const some = types.some((type) => chosen.has(type));
          return (
            <fieldset key={group.label} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <VisuallyHidden component="legend">{group.label} events</VisuallyHidden>
              <Checkbox
                mb={4}
                fw={600}
                label={`${group.label}: all`}
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => toggle(types, event.currentTarget.checked)}
              />
              <Stack gap={4} pl="lg">
                {group.events.map((event) => (
                  <Checkbox
                    key={event.type}
                    label={event.label}
                    aria-label={`${group.label}: ${event.label}`}
                    checked={chosen.has(event.type)}
                    onChange={(change) => toggle([event.type], change.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </fieldset>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
