import { Table, type TableTrProps } from '@mantine/core';
import { useNavigate } from 'react-router';
import classes from './linked-row.module.css';

interface LinkedRowProps extends TableTrProps {
  /** Where the row leads; null for a row that leads nowhere (shown as disabled). */
  to: string | null;
}

/**
 * A table row that follows its link when clicked anywhere on it. The link inside the row stays the way in for
 * the keyboard and for screen readers; a click on that link or on another control is left to it.
 */
export function LinkedRow({ to, children, ...rest }: LinkedRowProps) {
  const navigate = useNavigate();
  return (
    <Table.Tr
      {...rest}
      className={to ? classes.linked : classes.disabled}
      aria-disabled={to ? undefined : true}
      onClick={(event) => {
        if (to && !(event.target as HTMLElement).closest('a, button, input')) navigate(to);
      }}
    >
      {children}
    </Table.Tr>
  );
}
