import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './navigation.module.css';

/**
 * The person's name in the header, which opens their own links: a native disclosure (`details`), so the
 * first load carries no popover code (Floating UI is 15 kB). Following a link closes it.
 */
export function AccountMenu({ userName }: { userName: string }) {
  return (
    <details className={classes.accountMenu}>
      <summary title={userName} aria-label={`${userName}: your account`}>
        <span className={classes.userName}>{userName}</span>
      </summary>
      <ul className={classes.accountMenuList}>
        <li>
          <NavLink
            to={paths.apiTokens()}
            className={classes.link}
            onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
          >
            API Tokens
          </NavLink>
        </li>
      </ul>
    </details>
  );
}
