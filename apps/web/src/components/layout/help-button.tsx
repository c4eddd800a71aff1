import { ActionIcon } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './navigation.module.css';

export function HelpButton() {
  return (
    <ActionIcon
      component={Link}
      to="/help"
      aria-label="Help"
      title="Help"
      // As --help-button-size, the room the page leaves for it below its content.
      size={52}
      radius="xl"
      className={classes.helpButton}
    >
      <IconQuestionMark size={28} aria-hidden />
    </ActionIcon>
  );
}
