import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusLabel, type OrderLockSystemStatus } from '@keyplan/domain';
import { memo, useEffect, useRef } from 'react';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { useSendState } from '../../../api/get-order.ts';
import type { KeySystemEditor } from '../hooks/use-key-system-editor.ts';
import { useLivePrice } from '../hooks/use-live-price.ts';
import { isDirty, useDraft } from '../editor/draft-store.ts';
import { useHasUnusableInput } from '../editor/unusable-input.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { ReorderNotice } from './reorder-notice.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { keySystemText } from '../key-system-text.ts';

/** Ctrl+S (⌘S on a Mac) saves, as in other editors, instead of the browser's "Save page". */
function useSaveShortcut(save: () => void, canSave: boolean) {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      if (canSave) save();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [save, canSave]);
}

/** The draft's total in the order's currency: the one part of the bar a keystroke changes. */
function LiveTotal() {
  const t = useText(keySystemText);
  const format = useFormat();
  const { price, currency } = useLivePrice();
  // Submitted before the lines were kept (decision 0050): the total is the one SAP was sent.
  const sent = useDraft((draft) => (draft && !draft.priceKept ? draft.savedTotalPrice : null));
  const amount = sent ?? (price.priced ? price.totalPrice : null);
  const total = amount !== null && currency ? format.money(amount, currency) : null;
  const shown = total ?? (price.priced ? '' : price.reason === 'loading' ? t('save.calculating') : t('save.notPriced'));
  return (
    <Typography aria-live="polite" data-testid="live-total">
      {t.rich('save.total', { total: shown, b: (chunks) => <strong>{chunks}</strong> })}
    </Typography>
  );
}

interface SaveControlsProps {
  editable: boolean;
  saving: boolean;
  save: () => void;
}

/**
 * 'Unsaved changes' or 'All changes saved', and Save: the part of the bar that the first edit
 * changes. It follows the draft's dirty flag itself, so that edit re-renders these two, not the bar.
 */
const SaveControls = memo(function SaveControls({ editable, saving, save }: SaveControlsProps) {
  const t = useText(keySystemText);
  const dirty = useDraft(isDirty);
  const unusableInput = useHasUnusableInput();
  const canSave = editable && !saving && dirty && !unusableInput;
  useSaveShortcut(save, canSave);
  // Save is disabled while it saves and once all is saved, which drops the focus it had: it goes
  // to the button again if there is still something to save, else to 'All changes saved' (issue 30).
  const button = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLElement>(null);
  const savedByButton = useRef(false);
  useEffect(() => {
    if (saving || !savedByButton.current) return;
    savedByButton.current = false;
    // Still on the disabled button counts as lost: Chrome moves focus off a disabled element only
    // at its next rendering step, which a fast save's answer can beat.
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== button.current) return;
    (canSave ? button.current : status.current)?.focus();
  }, [saving, canSave]);
  const handleClick = () => {
    savedByButton.current = true;
    save();
  };
  return (
    <>
      <Typography
        ref={status}
        tabIndex={-1}
        variant="body2"
        color={dirty ? 'warning.dark' : 'text.secondary'}
        role="status"
      >
        {dirty ? t('save.unsaved') : t('save.allSaved')}
      </Typography>
      {editable && (
        <Button
          ref={button}
          variant="contained"
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
          onClick={handleClick}
          disabled={!canSave}
          aria-keyshortcuts="Control+S Meta+S"
          title={t('save.shortcut')}
          sx={{ ml: 'auto' }}
        >
          {saving ? t('save.saving') : t('save.save')}
        </Button>
      )}
    </>
  );
});

/** What the bar reads of the editor besides the draft's identity and status. */
const SHOWN = [
  'editable',
  'saving',
  'save',
  'saveConfirmingRecharting',
  'saveProblem',
  'dismissSaveProblem',
  'reload',
] as const satisfies readonly (keyof KeySystemEditor)[];

/**
 * A keystroke changes the draft (and the total, which LiveTotal follows; the dirty flag, which
 * SaveControls follows), none of what the bar shows.
 */
function sameBar(before: { editor: KeySystemEditor }, after: { editor: KeySystemEditor }): boolean {
  const [was, is] = [before.editor, after.editor];
  return (
    SHOWN.every((key) => was[key] === is[key]) &&
    was.draft?.orderID === is.draft?.orderID &&
    was.draft?.orderLockSystemID === is.draft?.orderLockSystemID &&
    was.draft?.status === is.draft?.status &&
    was.draft?.reorderOf === is.draft?.reorderOf &&
    was.draft?.priceKept === is.draft?.priceKept
  );
}

/**
 * The editor's status line and Save: the system's status, the live total in the order's
 * currency, whether there are unsaved changes, and what went wrong with the last save. A
 * keystroke re-renders the total only (and, on the first edit, the unsaved-changes line and Save).
 */
export const SaveBar = memo(function SaveBar({ editor }: { editor: KeySystemEditor }) {
  const t = useText(keySystemText);
  const { draft } = editor;
  const unusableInput = useHasUnusableInput();
  const sendState = useSendState(draft?.orderID ?? null, draft?.orderLockSystemID ?? null);
  if (!draft) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SystemStatusChip
          label={statusLabel(draft.status as OrderLockSystemStatus)}
          sendState={sendState}
          withMessage
        />
        <LiveTotal />
        <SaveControls editable={editor.editable} saving={editor.saving} save={editor.save} />
      </Stack>
      {draft.reorderOf && <ReorderNotice reorderOf={draft.reorderOf} />}
      {!draft.priceKept && <Alert severity="info">{t('save.pricesNotKept')}</Alert>}
      {unusableInput && editor.editable && (
        <Typography variant="body2" color="error" role="status">
          {t('save.fixFields')}
        </Typography>
      )}
      {editor.saveProblem?.kind === 'invalid' && (
        <Alert severity="error" onClose={editor.dismissSaveProblem}>
          {t('save.invalid')}
          <ul>
            {editor.saveProblem.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {editor.saveProblem?.kind === 'refused' && (
        <Alert severity="error" onClose={editor.dismissSaveProblem}>
          {t('save.refused', { message: editor.saveProblem.message })}
        </Alert>
      )}
      {editor.saveProblem?.kind === 'failed' && (
        <Alert severity="error" onClose={editor.dismissSaveProblem}>
          {t('save.failed', { message: editor.saveProblem.message })}
        </Alert>
      )}
      <ConfirmDialog
        open={editor.saveProblem?.kind === 'recharting'}
        title={t('save.rechartingTitle')}
        confirmLabel={t('save.rechartingConfirm')}
        onConfirm={editor.saveConfirmingRecharting}
        onCancel={editor.dismissSaveProblem}
      >
        {t('save.rechartingText')}
        <Box component="ul" sx={{ mb: 0 }}>
          {(editor.saveProblem?.kind === 'recharting' ? editor.saveProblem.messages : []).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      </ConfirmDialog>
      <ConflictDialog
        open={editor.saveProblem?.kind === 'conflict'}
        onReload={editor.reload}
        onClose={editor.dismissSaveProblem}
      />
    </Stack>
  );
}, sameBar);
