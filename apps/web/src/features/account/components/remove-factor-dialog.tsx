import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';

interface RemoveFactorDialogProps {
  kind: 'email' | 'phone';
  /** The email or phone to remove; null: the dialog is closed. */
  target: { id: string; label: string } | null;
  /** What removing it means, in plain words. */
  children: ReactNode;
  onClose: () => void;
  remove: (id: string) => Promise<unknown>;
}

/** Asks before removing an email or phone, removes it and says how it went. */
export function RemoveFactorDialog({ kind, target, children, onClose, remove }: RemoveFactorDialogProps) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Remove this ${kind}?`}
      confirmLabel={`Remove ${kind}`}
      onCancel={onClose}
      onConfirm={() => {
        const removed = target!;
        onClose();
        remove(removed.id).then(
          () => toast.success(`${removed.label} is removed.`),
          (error: Error) => toast.error(error.message),
        );
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
