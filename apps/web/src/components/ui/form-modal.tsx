import { Button, Group, getDefaultZIndex, Modal, type ModalProps, Text } from '@mantine/core';
import { createContext, type RefObject, use, useLayoutEffect, useRef, useState } from 'react';

interface DiscardGuard {
  /** Whether the form inside holds typed input that closing would lose; the form keeps it current. */
  dirty: RefObject<boolean>;
  /** Closes the dialog, first asking when something typed would be lost. */
  requestClose: () => void;
}

const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/**
 * A dialog holding a form. Every way of closing it but a successful submit (Escape, the close button, a click
 * outside, the form's Cancel through `useDiscardGuard`) asks 'Discard Changes' first when the form says it
 * holds typed input. Escape closes the innermost layer only: an open calendar or list inside the form closes
 * alone (they mark themselves with Mantine's `data-mantine-stop-propagation`), and while the question is open
 * it is the question that Escape closes, keeping the form.
 */
export function FormModal({ opened, onClose, children, ...modalProps }: ModalProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    dirty.current = false;
    onClose();
  };

  return (
    <>
      <Modal {...modalProps} opened={opened} onClose={requestClose} closeOnEscape={!asking}>
        <DiscardGuardContext value={{ dirty, requestClose }}>{children}</DiscardGuardContext>
      </Modal>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title="Discard Changes"
        size="sm"
        zIndex={getDefaultZIndex('modal') + 1}
        transitionProps={modalProps.transitionProps}
        // Escape is taken from within the question only: Mantine's window listener would also take the very
        // Escape that opened it, closing it at once.
        closeOnEscape={false}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setAsking(false);
        }}
      >
        <Text size="sm">Close this dialog and lose what you typed in it?</Text>
        <Group justify="flex-end" mt="md">
          {/* Losing typed input is destructive: the question opens on its safe side, so Enter keeps it. */}
          <Button variant="default" data-autofocus onClick={() => setAsking(false)}>
            Keep Editing
          </Button>
          <Button color="red" onClick={discard}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * Tells the enclosing `FormModal` whether the form holds typed input, and answers the close its Cancel button
 * should call (asking first when it does). Outside a `FormModal` it closes with `fallback`.
 */
export function useDiscardGuard(dirty: boolean, fallback: () => void): () => void {
  const guard = use(DiscardGuardContext);
  useLayoutEffect(() => {
    if (!guard) return;
    guard.dirty.current = dirty;
    return () => {
      guard.dirty.current = false;
    };
  }, [guard, dirty]);
  return guard ? guard.requestClose : fallback;
}
