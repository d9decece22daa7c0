import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRemovePassCode } from '../api/change-review-access.ts';
import { useReviewAccess } from '../api/get-review-access.ts';
import { useRotateReviewAccess } from '../api/rotate-review-access.ts';
import { CustomerLinkSwitch } from './customer-link-switch.tsx';
import { ReviewResponsesSummary } from './review-responses-summary.tsx';
import { RotatePassCodeDialog } from './rotate-pass-code-dialog.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { reviewText, type ReviewKey } from '../review-text.ts';

/** Puts a link on the clipboard and says so ('Link copied'), or says it could not. */
async function copyLink(link: string, t: Translate<ReviewKey>) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(t('access.linkCopied'), { toastId: 'link-copied' });
  } catch {
    toast.error(t('access.linkNotCopied'));
  }
}

/** The pass code just made: focus goes to it from the button that made it (issue 47). */
const PASS_CODE_ID = 'review-pass-code';

function PassCode({ code }: { code: string }) {
  const t = useText(reviewText);
  // Each group but the last keeps its dash.
  const groups = code.split('-').map((group, index, all) => (index < all.length - 1 ? `${group}-` : group));
  return (
    <Box id={PASS_CODE_ID} tabIndex={-1}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('access.passCodeShownOnce')}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
          fontSize: { xs: '1.3rem', sm: '1.75rem' },
          fontWeight: 600,
          letterSpacing: '0.08em',
        }}
        data-testid="review-pass-code"
      >
        {/* Lines break between groups only, never inside one: easier to read out. */}
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {group}
            </Box>
          </Fragment>
        ))}
      </Typography>
    </Box>
  );
}

function LinkRow({ label, link, hint }: { label: string; link: string | null; hint: string }) {
  const t = useText(reviewText);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        disabled={link === null}
        onClick={() => link && void copyLink(link, t)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {link ?? hint}
      </Typography>
    </Stack>
  );
}

/**
 * Staff's side of a customer's review (DESIGN §2 flow 5): the review pass code in large type for
 * reading aloud (only right after it was made; otherwise its last characters), 'Rotate pass code'
 * and 'Remove pass code' behind a confirmation, the review and customer links to copy, and the
 * customer link's switch (issue 30), and the customer's answer: their approval, comments and the
 * key register changes they proposed (issue 47).
 */
export function ReviewAccessPanel({
  orderId,
  registerProposals,
}: {
  orderId: string;
  /** The changes the customer proposed to the key register through their review, for the rep to decide. */
  registerProposals?: ReactNode;
}) {
  const t = useText(reviewText);
  const { dateTime } = useFormat();
  const access = useReviewAccess(orderId);
  const rotate = useRotateReviewAccess(orderId);
  const remove = useRemovePassCode(orderId);
  const [confirming, setConfirming] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const passCodeButton = useRef<HTMLButtonElement>(null);
  const data = access.data;
  const hasCode = data?.passCode != null || data?.passCodeHint != null;

  // Create pass code is disabled while it works, Rotate's dialog gives focus back to its button: in
  // both cases focus goes on to the new code, to be read out.
  const handleRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => focusWhenLost(PASS_CODE_ID, { from: passCodeButton.current }),
      onSettled: () => setConfirming(false),
    });
  const handleRemove = () => {
    setConfirmingRemoval(false);
    // The removal button goes with the code: focus lands on 'Create pass code' in its place, after
    // the dialog has given focus back.
    remove.mutate(undefined, { onSettled: () => setTimeout(() => passCodeButton.current?.focus(), 0) });
  };

  let body;
  if (access.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void access.refetch()}>
            {t('access.tryAgain')}
          </Button>
        }
      >
        {t('access.loadFailed', { reason: access.error.message })}
      </Alert>
    );
  } else if (!data) body = <Typography color="text.secondary">{t('access.loading')}</Typography>;
  else if (data.canceledAt) {
    // A canceled order: its link and pass code open only a page that says so; nothing to hand out.
    body = (
      <Stack spacing={2}>
        <Alert severity="info">{t('access.canceled', { when: dateTime(data.canceledAt) })}</Alert>
        {data.customerLink && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('access.canceledLink', { link: data.customerLink })}
          </Typography>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {data.passCode ? (
          <PassCode code={data.passCode} />
        ) : data.passCodeHint ? (
          <Typography>
            {t.rich(data.createdAt ? 'access.passCodeEndsMade' : 'access.passCodeEnds', {
              hint: data.passCodeHint,
              made: data.createdAt ? dateTime(data.createdAt) : '',
              code: (chunks) => (
                <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {chunks}
                </Box>
              ),
            })}
          </Typography>
        ) : data.passCodeRemoved ? (
          <Typography>
            {t('access.passCodeRemoved', { by: data.passCodeRemoved.by, when: dateTime(data.passCodeRemoved.at) })}
          </Typography>
        ) : (
          <Typography>{t('access.noPassCode')}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            ref={passCodeButton}
            variant={hasCode ? 'outlined' : 'contained'}
            startIcon={<KeyIcon />}
            onClick={() => (hasCode ? setConfirming(true) : handleRotate())}
            loading={rotate.isPending && !confirming}
          >
            {hasCode ? t('access.rotate') : t('access.create')}
          </Button>
          {hasCode && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<KeyOffIcon />}
              onClick={() => setConfirmingRemoval(true)}
              loading={remove.isPending}
            >
              {t('access.remove')}
            </Button>
          )}
        </Stack>
        {rotate.error && <Alert severity="error">{t('access.rotateFailed', { reason: rotate.error.message })}</Alert>}
        {remove.error && <Alert severity="error">{t('access.removeFailed', { reason: remove.error.message })}</Alert>}
        <LinkRow label={t('access.copyReviewLink')} link={data.reviewLink} hint={t('access.reviewLinkHint')} />
        <LinkRow label={t('access.copyCustomerLink')} link={data.customerLink} hint={t('access.customerLinkHint')} />
        {data.customerLink && <CustomerLinkSwitch orderId={orderId} access={data} />}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="review-access-heading" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="review-access-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('access.heading')}
      </Typography>
      {body}
      <Box sx={{ mt: 2 }}>
        <ReviewResponsesSummary orderId={orderId} registerProposals={registerProposals} />
      </Box>
      <RotatePassCodeDialog
        open={confirming}
        busy={rotate.isPending}
        onConfirm={handleRotate}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingRemoval}
        title={t('access.removeTitle')}
        confirmLabel={t('access.remove')}
        onConfirm={handleRemove}
        onCancel={() => setConfirmingRemoval(false)}
      >
        {t('access.removeText')}
      </ConfirmDialog>
    </Paper>
  );
}
