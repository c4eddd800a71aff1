import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HelpSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function HelpSection({ id, title, children }: HelpSectionProps) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs" mb="xl">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
