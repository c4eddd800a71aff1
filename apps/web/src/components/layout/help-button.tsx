import { ActionIcon } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './navigation.module.css';

/** As --help-button-size and --help-button-margin: where the round button sits, from the window's corner. */
const BUTTON_SIZE = 52;
const BUTTON_MARGIN = 24;

/** What the button must never cover: anything a person works with or reads a figure of. */
const CONTROLS =
  'a[href], button, input, select, textarea, label, [role="button"], [role="combobox"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="gridcell"], [role="slider"], [tabindex]:not([tabindex="-1"]), td, th';

/**
 * Where across the round button's box (pixels from its top left) the browser is asked what lies there: its
 * edges half a pixel in (a control reaching a pixel into the box counts) and two lines between.
 */
const SAMPLE_OFFSETS = [0, 1 / 3, 2 / 3, 1].map((fraction) => 0.5 + (BUTTON_SIZE - 1) * fraction);

/**
 * Whether a control, a field or a table cell is drawn where the round button sits (the window's bottom-right
 * corner, its scroll bar left out), whatever lies above it: the browser's stack of elements at each point.
 */
function somethingUnderTheCorner(button: Element): boolean {
  // A document that lays nothing out (jsdom, in unit tests) has no stack of elements to ask.
  if (typeof document.elementsFromPoint !== 'function') return false;
  const right = document.documentElement.clientWidth - BUTTON_MARGIN;
  const bottom = document.documentElement.clientHeight - BUTTON_MARGIN;
  for (const dx of SAMPLE_OFFSETS) {
    for (const dy of SAMPLE_OFFSETS) {
      const x = right - BUTTON_SIZE + dx;
      const y = bottom - BUTTON_SIZE + dy;
      const covered = document
        .elementsFromPoint(x, y)
        .some((element) => !button.contains(element) && element.closest(CONTROLS) !== null);
      if (covered) return true;
    }
  }
  return false;
}

/**
 * True while something sits in the button's corner, checked again on the frame after the page scrolls,
 * resizes, changes or ends a transition (a picker opening, a row added), so it moves aside at once.
 */
function useCornerTaken(button: RefObject<HTMLElement | null>): boolean {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (button.current) setTaken(somethingUnderTheCorner(button.current));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open', 'data-expanded'],
    });
    const events = ['scroll', 'resize', 'transitionend', 'animationend'] as const;
    for (const event of events) window.addEventListener(event, schedule, { capture: true, passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const event of events) window.removeEventListener(event, schedule, { capture: true });
    };
  }, [button]);
  return taken;
}

/**
 * The floating help button (spec: on most views). It keeps the bottom-right corner while nothing is under it;
 * while a control, a field or a table's figure is, it tucks into a narrow tab on the window's right edge, in the
 * page's side margin where nothing is, and comes back when the corner is free.
 */
export function HelpButton() {
  const button = useRef<HTMLAnchorElement>(null);
  const tucked = useCornerTaken(button);
  return (
    <ActionIcon
      ref={button}
      component={Link}
      to={paths.help()}
      aria-label="Help"
      title="Help"
      size={BUTTON_SIZE}
      radius="xl"
      className={classes.helpButton}
      data-tucked={tucked || undefined}
    >
      <IconQuestionMark size={tucked ? 16 : 28} aria-hidden />
    </ActionIcon>
  );
}
