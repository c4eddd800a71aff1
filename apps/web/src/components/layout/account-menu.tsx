import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './navigation.module.css';

/**
 * The person's name in the header, which opens their own links: a native disclosure (`details`), so the
 * first load carries no popover code (Floating UI is 15 kB). Its links are rendered only while it is open, so
 * a closed one lays nothing out; following a link closes it.
 */
export function AccountMenu({ userName }: { userName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={classes.accountMenu}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary title={userName} aria-label={`${userName}: your account`}>
        <span className={classes.userName}>{userName}</span>
      </summary>
      {open && (
        <ul className={classes.accountMenuList}>
          <li>
            <NavLink to={paths.apiTokens()} className={classes.link} onClick={() => setOpen(false)}>
              API Tokens
            </NavLink>
          </li>
        </ul>
      )}
    </details>
  );
}
