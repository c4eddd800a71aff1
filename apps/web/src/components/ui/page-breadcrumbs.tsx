import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** 'Parent > Current' above a page's title: the parent a link, the current page named. */
export function PageBreadcrumbs({
  parent,
  current,
}: {
  parent: { to: string; label: string };
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to={parent.to} size="sm">
          {parent.label}
        </Anchor>
        <Text size="sm" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
