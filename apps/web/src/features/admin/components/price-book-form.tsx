import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreatedPriceBookVersion, NewPriceBookVersion, PriceBook, PriceBookVersion } from '@keyplan/domain';
import { useLookup } from '../../../api/get-lookup.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { useCreatePriceBookVersion } from '../api/create-price-book-version.ts';
import { formatMinor, formatWhen } from './format.ts';

/** The 'Version created' message (price-books-admin.tsx): focus goes there once the form is anew (issue 47). */
export const VERSION_CREATED_ID = 'price-book-version-created';

type Extra = keyof PriceBook['extras'];
const EXTRA_LABELS: Record<Extra, string> = {
  key: 'Key',
  masterKey: 'Master key',
  grandMasterKey: 'Grand master key',
  engravedLine: 'Engraved line',
  logoFace: 'Logo face',
  keyText: 'Key text',
};

/** A decimal amount typed by the admin in minor units, or null when it is not one. */
function toMinor(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
}

export interface PriceBookFormProps {
  /** The latest version: the form starts as its copy and carries its number as `baseVersion`. */
  base: PriceBookVersion;
  draftCount: number;
  onCreated: (created: CreatedPriceBookVersion) => void;
  onReload: () => void;
}

/** What Create version will do, said before it is done: from when the prices apply and what they reprice. */
function takesEffect(effectiveFrom: string | null, draftCount: number, currency: string): string {
  const kept = 'Submitted systems keep their price. A version cannot be taken back; a later one can replace it.';
  if (effectiveFrom)
    return `Its prices apply from ${formatWhen(effectiveFrom)}. Nothing is repriced until then; drafts saved after it starts follow it. ${kept}`;
  const drafts = `${draftCount} draft${draftCount === 1 ? '' : 's'} of ${currency}`;
  return `Its prices apply now, in place of the version in force: it reprices ${drafts} at once. ${kept}`;
}

/** A new price book version: the latest's prices to edit, the tiers, and when it takes effect. */
export function PriceBookForm({ base, draftCount, onCreated, onReload }: PriceBookFormProps) {
  const materials = useLookup('lockMaterials').data ?? [];
  const shackles = useLookup('shackleTypes').data ?? [];
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((item) => item.id === id)?.name ?? id;
  const [lockBase, setLockBase] = useState(() =>
    Object.fromEntries(
      Object.entries(base.priceBook.lockBase).flatMap(([material, byShackle]) =>
        Object.entries(byShackle).map(([shackle, price]) => [`${material}|${shackle}`, formatMinor(price)]),
      ),
    ),
  );
  const [extras, setExtras] = useState(() =>
    Object.fromEntries(Object.entries(base.priceBook.extras).map(([extra, price]) => [extra, formatMinor(price)])),
  );
  const [tiers, setTiers] = useState(() =>
    base.quantityTiers.map((tier) => ({
      minLocks: String(tier.minLocks),
      discountPercent: String(tier.discountPercent),
    })),
  );
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePriceBookVersion();
  // Asked first (issue 47): the version checked and built, waiting for the admin's yes.
  const [pending, setPending] = useState<NewPriceBookVersion | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const priceError = (text: string) => (submitted && toMinor(text) === null ? 'Enter an amount such as 12.50' : '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const amounts = [...Object.values(lockBase), ...Object.values(extras)].map(toMinor);
    const tierNumbers = tiers.map((tier) => ({
      minLocks: Number(tier.minLocks),
      discountPercent: Number(tier.discountPercent),
    }));
    if (
      amounts.some((amount) => amount === null) ||
      tierNumbers.some((tier) => Number.isNaN(tier.minLocks + tier.discountPercent))
    )
      return;
    const priceBook: PriceBook = { lockBase: {}, extras: { ...base.priceBook.extras } };
    for (const [key, text] of Object.entries(lockBase)) {
      const [material, shackle] = key.split('|') as [string, string];
      (priceBook.lockBase[material] ??= {})[shackle] = toMinor(text)!;
    }
    for (const [extra, text] of Object.entries(extras)) priceBook.extras[extra as Extra] = toMinor(text)!;
    setPending({
      currency: base.currency,
      baseVersion: base.version,
      effectiveFrom: effectiveFrom ? new Date(effectiveFrom).toISOString() : null,
      priceBook,
      quantityTiers: tierNumbers,
    });
  };
  const confirm = () => {
    if (!pending) return;
    setPending(null);
    create.mutate(pending, {
      onSuccess: (created) => {
        onCreated(created);
        // The form starts anew from the new version: focus goes to what was created.
        focusWhenLost(VERSION_CREATED_ID, { from: createButton.current });
      },
    });
  };

  const stale = isApiError(create.error, 409);
  const fieldErrors =
    isApiError(create.error, 400) && Array.isArray(create.error.problem?.errors)
      ? (create.error.problem.errors as unknown[]).filter((item): item is string => typeof item === 'string')
      : [];

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label="New price book version">
      <Typography component="h3" variant="h6">
        New version of {base.currency} (copy of version {base.version})
      </Typography>
      <Typography variant="subtitle2">Lock base price per body material and shackle</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {Object.entries(lockBase).map(([key, text]) => {
          const [material, shackle] = key.split('|') as [string, string];
          return (
            <TextField
              key={key}
              size="small"
              label={`${nameOf(materials, material)} · ${nameOf(shackles, shackle)}`}
              value={text}
              onChange={(event) => setLockBase({ ...lockBase, [key]: event.target.value })}
              error={priceError(text) !== ''}
              helperText={priceError(text)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          );
        })}
      </Stack>
      <Typography variant="subtitle2">Extras</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {Object.entries(extras).map(([extra, text]) => (
          <TextField
            key={extra}
            size="small"
            label={EXTRA_LABELS[extra as Extra] ?? extra}
            value={text}
            onChange={(event) => setExtras({ ...extras, [extra]: event.target.value })}
            error={priceError(text) !== ''}
            helperText={priceError(text)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2">Quantity tiers</Typography>
      {tiers.map((tier, index) => (
        <Stack key={index} direction="row" spacing={2}>
          <TextField
            size="small"
            label={`Tier ${index + 1}: from locks`}
            value={tier.minLocks}
            onChange={(event) =>
              setTiers(tiers.map((entry, at) => (at === index ? { ...entry, minLocks: event.target.value } : entry)))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1, minWidth: 0, maxWidth: 220 }}
          />
          <TextField
            size="small"
            label={`Tier ${index + 1}: discount %`}
            value={tier.discountPercent}
            onChange={(event) =>
              setTiers(
                tiers.map((entry, at) => (at === index ? { ...entry, discountPercent: event.target.value } : entry)),
              )
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: 1, minWidth: 0, maxWidth: 220 }}
          />
        </Stack>
      ))}
      <TextField
        size="small"
        type="datetime-local"
        label="Effective from (empty: now)"
        value={effectiveFrom}
        onChange={(event) => setEffectiveFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      <Alert severity="info">
        {effectiveFrom
          ? 'A version that starts later reprices nothing until then; drafts saved after it starts follow it.'
          : `In force now: it reprices ${draftCount} draft${draftCount === 1 ? '' : 's'} of ${base.currency} (listed below). Submitted systems keep their price.`}
      </Alert>
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          }
        >
          {create.error?.message}
        </Alert>
      )}
      {fieldErrors.length > 0 && (
        <Alert severity="error">
          {fieldErrors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {create.isError && !stale && fieldErrors.length === 0 && (
        <Alert severity="error">The version could not be created: {create.error.message}</Alert>
      )}
      <div>
        <Button ref={createButton} type="submit" variant="contained" loading={create.isPending}>
          Create version
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.effectiveFrom
            ? `Create the new version of ${base.currency}?`
            : `Put the new version of ${base.currency} in force now?`
        }
        confirmLabel="Create version"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending && takesEffect(pending.effectiveFrom ?? null, draftCount, base.currency)}
      </ConfirmDialog>
    </Stack>
  );
}
