import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { textNow, useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';
import type { useAccountOutcome } from './account-outcome.tsx';

interface RemoveFactorDialogProps {
  kind: 'email' | 'phone';
  /** The email or phone to remove; null: the dialog is closed. */
  target: { id: string; label: string } | null;
  /** What removing it means, in plain words. */
  children: ReactNode;
  onClose: () => void;
  remove: (id: string) => Promise<unknown>;
  /** Where the section says how it went (issue 47: once, beside the list, not in a toast as well). */
  outcome: Pick<ReturnType<typeof useAccountOutcome>, 'begin' | 'show'>;
}

/** Asks before removing an email or phone, removes it and says how it went in the section. */
export function RemoveFactorDialog({ kind, target, children, onClose, remove, outcome }: RemoveFactorDialogProps) {
  const t = useText(accountText);
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('factor.removeTitle', { kind })}
      confirmLabel={t('factor.removeConfirm', { kind })}
      dismissLabel={t('cancel')}
      onCancel={onClose}
      onConfirm={() => {
        const removed = target!;
        onClose();
        outcome.begin();
        remove(removed.id).then(
          // Said when the provider answers: in the language on show then.
          () => outcome.show('success', textNow(accountText)('factor.removed', { kind, label: removed.label })),
          (error: Error) => outcome.show('error', error.message),
        );
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
