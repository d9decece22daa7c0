import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text.ts';
import { signInText } from './sign-in-text.ts';
import type { AuthnTransaction } from './authn-client.ts';
import type { SignInTranslate } from './sign-in-text.ts';
import type { AuthnFlow } from './use-authn-flow.ts';

/** How often a push waiting for its answer is asked again; the SDK backs off itself on errors (SPEC §8, §9). */
export const PUSH_POLL_DELAY_MS = 2000;

interface Factor {
  factorType?: string;
  profile?: { email?: string; phoneNumber?: string };
  verify?: (options?: object) => Promise<AuthnTransaction>;
}

/** The button of a factor to choose: where its code goes. */
function factorLabel(t: SignInTranslate, { factorType, profile }: Factor): string {
  const email = profile?.email;
  const phone = profile?.phoneNumber;
  if (factorType === 'email') return email ? t('factorEmail', { address: email }) : t('factorEmailAnywhere');
  if (factorType === 'sms') return phone ? t('factorSms', { phone }) : t('factorSmsAnywhere');
  if (factorType === 'call') return phone ? t('factorCall', { phone }) : t('factorCallAnywhere');
  if (factorType === 'push') return t('factorPush');
  return factorType ? t('factorOther', { factor: factorType }) : t('factorAnother');
}

const polled = new WeakSet<AuthnTransaction>();

/** A push waiting for its answer, polled while WAITING (SPEC §4) until approved, rejected or stopped. */
function PushWaiting({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
  const { run } = flow;
  useEffect(() => {
    const { poll } = transaction;
    // Once per answer: React runs effects twice in development, and a second poll would race the first.
    if (!poll || polled.has(transaction)) return;
    polled.add(transaction);
    void run(() => poll({ delay: PUSH_POLL_DELAY_MS }));
  }, [transaction, run]);
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('pushWaiting')}</Typography>
    </Stack>
  );
}

/** A push that was not approved: REJECTED or TIMEOUT, with a way to send another. */
function PushResult({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
  const { verify } = transaction;
  return (
    <Stack spacing={2}>
      <Typography>{transaction.factorResult === 'REJECTED' ? t('pushRejected') : t('pushTimedOut')}</Typography>
      {verify && (
        <Button variant="contained" disabled={flow.busy} onClick={() => void flow.run(() => verify())}>
          {t('sendAnotherPush')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The name of a challenge's resend link: the provider gives a list of them (one per channel), which
 * the SDK turns into `resend(name)` (without a name: 'Must provide a link name', SPEC §8).
 */
function resendNameOf(transaction: AuthnTransaction): string | undefined {
  const links = (transaction as { data?: { _links?: { resend?: unknown } } }).data?._links?.resend;
  if (!Array.isArray(links)) return undefined;
  const name = (links[0] as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

function CodeForm({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
  const [passCode, setPassCode] = useState('');
  const { verify, resend } = transaction;
  const resendName = resendNameOf(transaction);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify) void flow.run(() => verify({ passCode: passCode.trim() }));
  };
  const where = (transaction.factor?.profile as { email?: string; phoneNumber?: string } | undefined) ?? {};
  const destination = where.email ?? where.phoneNumber;
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit}>
      <Typography>{destination ? t('enterCode', { destination }) : t('enterCodeSent')}</Typography>
      <TextField
        label={t('code')}
        name="passCode"
        autoComplete="one-time-code"
        value={passCode}
        onChange={(event) => setPassCode(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <Button type="submit" variant="contained" disabled={flow.busy}>
        {t('verify')}
      </Button>
      {resend && (
        <Button
          variant="text"
          disabled={flow.busy}
          onClick={() =>
            void flow.run(() => (resendName ? resend(resendName) : resend()), {
              notice: { severity: 'info', text: t('newCodeSent') },
            })
          }
        >
          {t('sendNewCode')}
        </Button>
      )}
    </Stack>
  );
}

/** The second-factor step: MFA_REQUIRED offers the account's factors; MFA_CHALLENGE asks the code or waits for the push. */
export function FactorStep({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
  const { cancel, prev } = transaction;
  const back = prev ?? cancel;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('verifyTitle')}
      </Typography>
      {transaction.status === 'MFA_REQUIRED' &&
        ((transaction.factors ?? []) as Factor[]).map((factor) => (
          <Button
            key={factorLabel(t, factor)}
            variant="outlined"
            // An address is read as written, not in capitals.
            sx={{ textTransform: 'none' }}
            disabled={flow.busy || !factor.verify}
            onClick={() => {
              const { verify } = factor;
              if (verify) void flow.run(() => verify());
            }}
          >
            {factorLabel(t, factor)}
          </Button>
        ))}
      {transaction.status !== 'MFA_REQUIRED' &&
        (transaction.factorResult === 'WAITING' && transaction.poll ? (
          <PushWaiting transaction={transaction} flow={flow} />
        ) : transaction.factor?.factorType === 'push' ? (
          <PushResult transaction={transaction} flow={flow} />
        ) : (
          <CodeForm transaction={transaction} flow={flow} />
        ))}
      {back && (
        <Button
          variant="text"
          disabled={flow.busy && transaction.factorResult !== 'WAITING'}
          onClick={() => void flow.run(() => back())}
        >
          {prev ? t('chooseAnotherWay') : t('cancel')}
        </Button>
      )}
    </Stack>
  );
}
