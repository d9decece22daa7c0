import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MyAccountPhone } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';
import { myAccountKeys, useMyAccountWrite, usePhones } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';
import { AddFactorDialog } from './add-factor-dialog.tsx';
import { FactorList } from './factor-list.tsx';
import { RemoveFactorDialog } from './remove-factor-dialog.tsx';
import { useFactorFlow } from './use-factor-flow.ts';
import { VerifyCodeDialog } from './verify-code-dialog.tsx';

interface Pending {
  phoneId: string;
  number: string;
  method: string;
}

/** The account's phones: add one (code by SMS or call), verify it, remove it. */
export function PhonesSection() {
  const t = useText(accountText);
  const phones = usePhones();
  const invalidates = [myAccountKeys.phones];
  const flow = useFactorFlow<Pending>({
    invalidates,
    verify: (client, pending, code) =>
      client.request('POST', `/phones/${pending.phoneId}/verify`, { verificationCode: code }),
    removePath: (id) => `/phones/${id}`,
  });
  const { adding, setAdding, pending, setPending, removing, setRemoving, verify, remove } = flow;
  const outcome = useAccountOutcome();

  const add = useMyAccountWrite(
    (client, input: { value: string; role: string }) =>
      client.request<MyAccountPhone>('POST', '/phones', {
        profile: { phoneNumber: input.value },
        sendCode: true,
        method: input.role,
      }),
    invalidates,
  );
  const challenge = useMyAccountWrite(
    (client, input: Pending & { retry: boolean }) =>
      client.request('POST', `/phones/${input.phoneId}/challenge`, { method: input.method, retry: input.retry }),
    invalidates,
  );

  const sendCode = (phone: Pending, retry: boolean) => {
    verify.reset();
    outcome.begin();
    challenge.mutate(
      { ...phone, retry },
      {
        onSuccess: () => setPending(phone),
        // Said once, where the person is: in the code dialog (Send a new code), else under the list.
        onError: (error) => {
          if (!pending) outcome.show('error', error.message);
        },
      },
    );
  };

  const rows = (phones.data ?? []).map((phone) => ({
    id: phone.id,
    label: phone.profile.phoneNumber,
    status: phone.status,
    canVerify: phone._links.challenge?.hints.allow.includes('POST') ?? false,
    canRemove: phone._links.self?.hints.allow.includes('DELETE') ?? false,
  }));

  return (
    <AccountSection
      section="phones"
      description={t('phones.description')}
      loading={phones.isPending}
      error={phones.error}
    >
      <Stack spacing={2}>
        <FactorList
          kind="phone"
          rows={rows}
          empty={t('phones.none')}
          busyId={challenge.isPending ? (challenge.variables?.phoneId ?? null) : null}
          onVerify={(id) => {
            const phone = phones.data?.find((row) => row.id === id);
            if (phone) sendCode({ phoneId: id, number: phone.profile.phoneNumber, method: 'SMS' }, false);
          }}
          onRemove={(id) => setRemoving(rows.find((row) => row.id === id) ?? null)}
        />
        <AccountOutcome id={outcome.id} outcome={outcome.outcome} />
        <div>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('phones.add')}
          </Button>
        </div>
      </Stack>
      <AddFactorDialog
        open={adding}
        kind="phone"
        saving={add.isPending}
        error={add.error?.message ?? null}
        onCancel={() => {
          add.reset();
          setAdding(false);
        }}
        onAdd={(input) =>
          add.mutate(input, {
            onSuccess: (phone) => {
              setAdding(false);
              verify.reset();
              setPending({ phoneId: phone.id, number: phone.profile.phoneNumber, method: input.role });
            },
          })
        }
      />
      <VerifyCodeDialog
        key={pending?.phoneId ?? 'none'}
        open={pending !== null}
        sentTo={pending?.number ?? ''}
        verifying={verify.isPending}
        resending={challenge.isPending}
        error={(verify.error ?? (pending ? challenge.error : null))?.message ?? null}
        onVerify={(code) => {
          challenge.reset();
          flow.verifyCode(code, () => {
            outcome.show(
              'success',
              pending ? t('phones.verified', { number: pending.number }) : t('phones.verifiedHere'),
            );
            setPending(null);
          });
        }}
        onResend={() => pending && sendCode(pending, true)}
        onClose={() => setPending(null)}
      />
      <RemoveFactorDialog
        kind="phone"
        target={removing}
        onClose={() => setRemoving(null)}
        remove={remove.mutateAsync}
        outcome={outcome}
      >
        {t('phones.removeText', { number: removing?.label ?? '' })}
      </RemoveFactorDialog>
    </AccountSection>
  );
}
