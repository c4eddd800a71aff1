import { Button, Stack, Text, Title } from '@mantine/core';

export function ErrorScreen() {
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <Title order={1} size="h2">
        Something Went Wrong
      </Title>
      <Text ta="center">
        We ran into an issue. Please try what you were doing again shortly or report it if it persists!
      </Text>
      <Button onClick={() => window.location.reload()}>Click here try again.</Button>
    </Stack>
  );
}
