import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IssuerAccountSummary } from '@keyplan/domain';
import { below, useMediaQuery } from '../../../components/plain/use-media-query.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';
import { useChangeIssuerAccount } from '../api/change-issuer-account.ts';
import { useIssuerAccounts } from '../api/list-issuer-accounts.ts';
import { failureOf, outcomeOf, whoIs, type IssuerAccountAction } from './issuer-account-actions.ts';
import { IssuerAccountCards, IssuerAccountTable } from './issuer-account-list.tsx';

interface Pending {
  account: IssuerAccountSummary;
  action: IssuerAccountAction;
}

interface Outcome {
  severity: 'success' | 'error';
  text: string;
  /** A new one each time, so the same words said twice still take the focus. */
  id: number;
}

/**
 * The embedded issuer's accounts (issue 43): who is locked out until when, and what an admin does
 * to help (unlock, send a password reset link, require a second factor, expire a password), each
 * asked first; the result is said where the focus goes. Absent with an external issuer.
 */
export function IssuerAccountsAdmin() {
  const t = useText(adminText);
  const accounts = useIssuerAccounts();
  const change = useChangeIssuerAccount();
  const phone = useMediaQuery(below('md'));
  // What the dialog asks about stays while it closes, so its words do not vanish mid-transition.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (accounts.isError)
    return <RetryAlert onRetry={() => void accounts.refetch()}>{t('accounts.loadFailed')}</RetryAlert>;
  if (accounts.data === undefined) return <LinearProgress aria-label={t('accounts.loading')} />;
  if (accounts.data === null) return null;

  const handleConfirm = () => {
    if (!pending) return;
    const { account, action } = pending;
    const who = whoIs(account);
    change.mutate(action.change, {
      onSuccess: (result) =>
        setOutcome({ severity: 'success', text: outcomeOf(who, action.change, result), id: Date.now() }),
      onError: (error) => setOutcome({ severity: 'error', text: failureOf(who, action, error), id: Date.now() }),
      onSettled: () => setConfirming(false),
    });
  };
  const handleCancel = () => {
    if (!change.isPending) setConfirming(false);
  };
  const AccountList = phone ? IssuerAccountCards : IssuerAccountTable;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('accounts.intro')}
      </Typography>
      {outcome && (
        <Alert
          key={outcome.id}
          ref={outcomeRef}
          tabIndex={-1}
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      )}
      {accounts.data.length === 0 ? (
        <Alert severity="info">{t('accounts.none')}</Alert>
      ) : (
        <AccountList
          accounts={accounts.data}
          onAction={(account, action) => {
            setPending({ account, action });
            setConfirming(true);
          }}
        />
      )}
      <Dialog
        open={confirming}
        onClose={handleCancel}
        aria-labelledby="issuer-account-confirm-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="issuer-account-confirm-title">{pending?.action.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending?.action.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleCancel} disabled={change.isPending} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={handleConfirm} loading={change.isPending}>
            {pending?.action.label}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
