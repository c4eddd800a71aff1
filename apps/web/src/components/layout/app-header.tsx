import { Group } from '@mantine/core';
import type { RoleFlags } from '@timekeep/shared/domain/roles';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import type { AreaSettings } from '../../lib/route-access';
import { AccountMenu } from './account-menu';
import classes from './navigation.module.css';
import { navigationLinks } from './navigation-links';

interface AppHeaderProps {
  flags: RoleFlags;
  /** The server's settings that open areas; until they are known, only the areas roles alone open. */
  settings: AreaSettings | undefined;
  userName: string;
  /** What the app puts beside the person's name: the notifications bell. */
  notifications?: ReactNode;
}

const ROLES_ALONE: AreaSettings = { powerBiPerPersonTokens: false };

export function AppHeader({ flags, settings, userName, notifications }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Group gap="xl" wrap="nowrap" px="xl" h={60} className={classes.headerRow}>
        <Link to={paths.timesheets()} className={classes.brand}>
          Timekeep
        </Link>
        <Group component="nav" aria-label="Main" justify="space-between" wrap="nowrap" flex={1}>
          <Group gap={4} wrap="nowrap">
            {navigationLinks(flags, settings ?? ROLES_ALONE).map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Group gap="md" wrap="nowrap">
            {notifications}
            <AccountMenu userName={userName} />
            <NavLink to={paths.logout()} className={classes.link}>
              Log Out
            </NavLink>
          </Group>
        </Group>
      </Group>
    </header>
  );
}
