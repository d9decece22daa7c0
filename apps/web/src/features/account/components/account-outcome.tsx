import { useCallback, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';

/** How a section's last change went, in the words the person reads. */
export interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

/**
 * A section's outcome and where it is said (issue 47). `begin` as a change starts: an earlier
 * outcome goes, so focus never lands on old news, and the control it was started from is noted.
 * `show` says how it went and gives it the focus if the person is still where they started or
 * focus fell to the page's body because that control went or was disabled (Save profile once saved,
 * Verify once verified, Remove password once removed, Change password while it saves).
 */
export function useAccountOutcome() {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const startedFrom = useRef<Element | null>(null);
  const begin = useCallback(() => {
    setOutcome(null);
    startedFrom.current = document.activeElement;
  }, []);
  const show = useCallback(
    (severity: Outcome['severity'], text: string) => {
      setOutcome({ severity, text });
      focusWhenLost(id, { from: startedFrom.current });
    },
    [id],
  );
  /** An edit after a refusal: the refusal is about what was there before, so it goes. */
  const clear = useCallback(() => setOutcome(null), []);
  return { id, outcome, begin, show, clear };
}

/** The outcome of `useAccountOutcome`, focusable so that focus can go to it; nothing until there is one. */
export function AccountOutcome({ id, outcome }: { id: string; outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert id={id} tabIndex={-1} severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
      {outcome.text}
    </Alert>
  );
}
