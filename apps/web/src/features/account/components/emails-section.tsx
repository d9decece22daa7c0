import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MyAccountEmail, MyAccountEmailChallenge } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { toast } from '../../../lib/toast.ts';
import { accountText } from '../account-text.ts';
import { myAccountKeys, useEmailChallengePoll, useEmails, useMyAccountWrite } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';
import { AddFactorDialog } from './add-factor-dialog.tsx';
import { FactorList } from './factor-list.tsx';
import { RemoveFactorDialog } from './remove-factor-dialog.tsx';
import { useFactorFlow } from './use-factor-flow.ts';
import { VerifyCodeDialog } from './verify-code-dialog.tsx';

interface Pending {
  emailId: string;
  address: string;
  verifyHref: string;
  pollHref: string;
}

const allows = (email: MyAccountEmail, name: 'self' | 'challenge', method: string) =>
  email._links[name]?.hints.allow.includes(method) ?? false;

/** The account's emails: add (primary or secondary), verify with a code, remove an unverified one. */
export function EmailsSection() {
  const t = useText(accountText);
  const emails = useEmails();
  const invalidates = [myAccountKeys.emails, myAccountKeys.profile];
  const flow = useFactorFlow<Pending>({
    invalidates,
    verify: (client, pending, code) => client.request('POST', pending.verifyHref, { verificationCode: code }),
    removePath: (id) => `/emails/${id}`,
  });
  const { adding, setAdding, pending, setPending, removing, setRemoving, verify, remove } = flow;

  const add = useMyAccountWrite(
    (client, input: { value: string; role: string }) =>
      client.request<MyAccountEmail>('POST', '/emails', {
        profile: { email: input.value },
        role: input.role,
        sendEmail: false,
      }),
    invalidates,
  );
  const challenge = useMyAccountWrite(
    (client, email: { id: string; address: string }) =>
      client.request<MyAccountEmailChallenge>('POST', `/emails/${email.id}/challenge`, { state: email.id }),
    invalidates,
  );
  const poll = useEmailChallengePoll(pending?.pollHref ?? null);
  const outcome = useAccountOutcome();

  const startChallenge = (email: { id: string; address: string }) => {
    verify.reset();
    outcome.begin();
    challenge.mutate(email, {
      onSuccess: (answer) =>
        setPending({
          emailId: email.id,
          address: email.address,
          verifyHref: answer._links.verify.href,
          pollHref: answer._links.poll.href,
        }),
      // Said once, where the person is: in the code dialog (Send a new code), else under the list.
      onError: (error) => {
        if (!pending) outcome.show('error', error.message);
      },
    });
  };

  // The row's Verify goes once the email is verified: focus goes to this message, not the page's body.
  const finish = () => {
    outcome.show('success', pending ? t('emails.verified', { address: pending.address }) : t('emails.verifiedHere'));
    setPending(null);
  };
  // Verified elsewhere (another tab or device) while the code was awaited: the dialog closes.
  const verifiedElsewhere = pending !== null && poll.data?.status === 'VERIFIED' && !verify.isSuccess;
  useEffect(() => {
    if (verifiedElsewhere) toast.success(t('emails.verifiedHere'));
  }, [verifiedElsewhere, t]);

  const rows = (emails.data ?? []).map((email) => ({
    id: email.id,
    label: email.profile.email,
    role: email.roles[0] === 'PRIMARY' ? t('factor.primary') : t('factor.secondary'),
    status: email.status,
    canVerify: allows(email, 'challenge', 'POST'),
    canRemove: allows(email, 'self', 'DELETE'),
  }));

  return (
    <AccountSection
      section="emails"
      description={t('emails.description')}
      loading={emails.isPending}
      error={emails.error}
    >
      <Stack spacing={2}>
        <FactorList
          kind="email"
          rows={rows}
          empty={t('emails.none')}
          busyId={challenge.isPending ? (challenge.variables?.id ?? null) : null}
          onVerify={(id) => startChallenge({ id, address: rows.find((row) => row.id === id)?.label ?? '' })}
          onRemove={(id) => setRemoving(rows.find((row) => row.id === id) ?? null)}
        />
        <AccountOutcome id={outcome.id} outcome={outcome.outcome} />
        <div>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('emails.add')}
          </Button>
        </div>
      </Stack>
      <AddFactorDialog
        open={adding}
        kind="email"
        saving={add.isPending || challenge.isPending}
        error={add.error?.message ?? null}
        onCancel={() => {
          add.reset();
          setAdding(false);
        }}
        onAdd={(input) =>
          add.mutate(input, {
            onSuccess: (email) => {
              setAdding(false);
              startChallenge({ id: email.id, address: email.profile.email });
            },
          })
        }
      />
      <VerifyCodeDialog
        key={pending?.pollHref ?? 'none'}
        open={pending !== null && !verifiedElsewhere}
        sentTo={pending?.address ?? ''}
        verifying={verify.isPending}
        resending={challenge.isPending}
        error={(verify.error ?? (pending ? challenge.error : null))?.message ?? null}
        onVerify={(code) => {
          challenge.reset();
          flow.verifyCode(code, finish);
        }}
        onResend={() => pending && startChallenge({ id: pending.emailId, address: pending.address })}
        onClose={() => setPending(null)}
      />
      <RemoveFactorDialog
        kind="email"
        target={removing}
        onClose={() => setRemoving(null)}
        remove={remove.mutateAsync}
        outcome={outcome}
      >
        {t('emails.removeText', { address: removing?.label ?? '' })}
      </RemoveFactorDialog>
    </AccountSection>
  );
}
