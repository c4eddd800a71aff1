import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './navigation.module.css';

export interface SubNavItem {
  to: string;
  label: string;
  disabled?: boolean;
}

interface SubNavProps {
  /** Names the navigation landmark, e.g. "Time off sections". */
  label: string;
  items: SubNavItem[];
}

/** The bar of section links under a page title. A disabled item stays focusable, so it is announced, but cannot be followed. */
export function SubNav({ label, items }: SubNavProps) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      <Group gap={0} mb="md">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={classes.tab}
            aria-disabled={item.disabled || undefined}
            onClick={item.disabled ? (event) => event.preventDefault() : undefined}
          >
            {item.label}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}
