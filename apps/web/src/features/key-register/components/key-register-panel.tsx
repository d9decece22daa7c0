import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import { toast } from '../../../lib/toast.ts';
import { useDownloadKeyDocument, useKeyRegister, useKeyRegisterAction, type KeyCopyRef } from '../api/key-register.ts';
import { CopyActionsMenu, type CopyHandlers } from './copy-actions-menu.tsx';
import { KeyActionDialog, problemText, type KeyActionName } from './key-action-dialog.tsx';
import { KeyHistoryDialog } from './key-history-dialog.tsx';
import { KeyRegisterCards } from './key-register-cards.tsx';
import { KeyRegisterTable } from './key-register-table.tsx';
import { ProposalList } from './proposal-list.tsx';
import { LostKeyDialog } from './lost-key-dialog.tsx';
import { KeyPolicyDialog } from './key-policy-dialog.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';

/**
 * The key register of an installed lock system (issue 28): every key copy cut, who holds it, and
 * the changes staff record (hand out, return, new holder, lost, broken), each kept in its history.
 */
export function KeyRegisterPanel({ lockSystemId, systemName }: { lockSystemId: string; systemName: string }) {
  const t = useText(keyRegisterText);
  const register = useKeyRegister(lockSystemId);
  const change = useKeyRegisterAction(lockSystemId);
  const download = useDownloadKeyDocument(lockSystemId);
  const [editing, setEditing] = useState<{ key: RegisterKey; copy: KeyCopy; action: KeyActionName } | null>(null);
  const [history, setHistory] = useState<(KeyCopyRef & { key: RegisterKey; copy: KeyCopy }) | null>(null);
  const [exposure, setExposure] = useState<string | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const headingId = `key-register-${lockSystemId}`;
  const print = (handOutId: number | null) =>
    download.mutate(handOutId, {
      onError: (error) => toast.error(t('panel.pdfFailed', { reason: problemText(error) })),
    });
  // A table from md up; on a phone a card per copy, its symbol, holder and actions seen together.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const handlers: CopyHandlers = {
    onAction: (key, copy, action) => {
      change.reset();
      setEditing({ key, copy, action });
    },
    onHistory: (key, copy) => setHistory({ keySymbol: key.keySymbol, copyNumber: copy.copyNumber, key, copy }),
    onReceipt: (copy) => print(copy.handOutId),
    onExposure: (key) => setExposure(key.keySymbol),
  };
  const actions = (key: RegisterKey, copy: KeyCopy) => <CopyActionsMenu keyOf={key} copy={copy} {...handlers} />;

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 500, flexGrow: 1 }}>
          {t('register.heading')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={!register.isSuccess}
          onClick={() => setPolicyOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('policy.button')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => print(null)}
          loading={download.isPending}
          loadingPosition="start"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('panel.signOutSheet')}
        </Button>
      </Stack>
      {register.isPending ? <Typography color="text.secondary">{t('panel.loading')}</Typography> : null}
      {register.isError ? (
        <Alert severity="error">{t('panel.loadFailed', { reason: register.error.message })}</Alert>
      ) : null}
      <ProposalList lockSystemId={lockSystemId} />
      {register.isSuccess ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('register.counts', register.data.counts)}
          </Typography>
          {phone ? (
            <KeyRegisterCards keys={register.data.keys} systemName={systemName} actions={actions} />
          ) : (
            <KeyRegisterTable keys={register.data.keys} systemName={systemName} actions={actions} />
          )}
        </>
      ) : null}
      {editing ? (
        <KeyActionDialog
          action={editing.action}
          keySymbol={editing.key.keySymbol}
          copy={editing.copy}
          lockout={editing.key.lockout}
          busy={change.isPending}
          error={change.error}
          onClose={() => setEditing(null)}
          onSubmit={(action) =>
            change.mutate(
              { copy: { keySymbol: editing.key.keySymbol, copyNumber: editing.copy.copyNumber }, action },
              {
                onSuccess: () => {
                  toast.success(
                    t('panel.recorded', {
                      symbol: editing.key.keySymbol,
                      copy: editing.copy.copyNumber,
                      action: action.action,
                    }),
                  );
                  setEditing(null);
                  if (action.action === 'reportLost') setExposure(editing.key.keySymbol);
                },
              },
            )
          }
        />
      ) : null}
      {policyOpen && register.data ? (
        <KeyPolicyDialog
          ccid={register.data.ccid}
          policy={register.data.keyPolicy}
          onClose={() => setPolicyOpen(false)}
        />
      ) : null}
      {exposure && register.data ? (
        <LostKeyDialog
          lockSystemId={lockSystemId}
          keySymbol={exposure}
          ccid={register.data.ccid}
          onClose={() => setExposure(null)}
        />
      ) : null}
      {history ? (
        <KeyHistoryDialog
          lockSystemId={lockSystemId}
          copy={{ keySymbol: history.keySymbol, copyNumber: history.copyNumber }}
          cutBy={history.copy.cutBy}
          replacedBy={history.copy.state === 'lost' ? history.key.locksReplacedBy : null}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </Stack>
  );
}
