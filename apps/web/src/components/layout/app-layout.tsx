import { Box } from '@mantine/core';
import type { RoleFlags } from '@timekeep/shared/domain/roles';
import type { ReactNode } from 'react';
import { useMatch } from 'react-router';
import { paths } from '../../lib/paths';
import { useAreaSettings } from '../../lib/route-access';
import { AppHeader } from './app-header';
import { HelpButton } from './help-button';
import classes from './navigation.module.css';

interface AppLayoutProps {
  flags: RoleFlags;
  userName: string;
  /** The header's notifications bell (a feature, composed by the app). */
  notifications?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: header, main content, and the floating help button (not on the help page itself). */
export function AppLayout({ flags, userName, notifications, children }: AppLayoutProps) {
  const isHelpPage = useMatch(paths.help()) !== null;
  const settings = useAreaSettings();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppHeader flags={flags} settings={settings} userName={userName} notifications={notifications} />
      <Box component="main" id="main-content" tabIndex={-1} px="xl" pt="lg" className={classes.main}>
        {children}
      </Box>
      {!isHelpPage && <HelpButton />}
    </>
  );
}
