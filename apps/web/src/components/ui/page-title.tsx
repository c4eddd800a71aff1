import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** The page's one h1, also named in the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(`${children} | Timekeep`);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
