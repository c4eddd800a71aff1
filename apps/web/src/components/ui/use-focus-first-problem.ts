import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * After a submit the form refuses, focus goes to its first field marked invalid, so the person lands on what to
 * fix (a screen reader reads the field with its message). Call `refused()` where the submit stops; the focus
 * moves once the fields show their problems.
 */
export function useFocusFirstProblem<Form extends HTMLElement = HTMLFormElement>(): {
  formRef: RefObject<Form | null>;
  refused: () => void;
} {
  const formRef = useRef<Form>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}
