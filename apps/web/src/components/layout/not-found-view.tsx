import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../ui/page-title';

export function NotFoundView() {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fz={64} lh={1} role="img" aria-label="Sad face">
        😞
      </Text>
      <PageTitle>Page Not Found</PageTitle>
    </Stack>
  );
}
