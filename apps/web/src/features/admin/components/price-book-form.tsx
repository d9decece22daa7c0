import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreatedPriceBookVersion, NewPriceBookVersion, PriceBook, PriceBookVersion } from '@keyplan/domain';
import { useLookup } from '../../../api/get-lookup.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { adminText, type AdminTextKey } from '../admin-text.ts';
import { useCreatePriceBookVersion } from '../api/create-price-book-version.ts';
import { formatWhen } from './format.ts';

/** The 'Version created' message (price-books-admin.tsx): focus goes there once the form is anew (issue 47). */
export const VERSION_CREATED_ID = 'price-book-version-created';

type Extra = keyof PriceBook['extras'];

/** The decimal separator of a language's numbers: '.' in en-US and es-MX, ',' in fr-CA. */
const decimalSeparator = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/** An amount as the admin types it: two decimals after the language's separator, no grouping (12.50, 12,50). */
function amountText(minor: number, locale: string): string {
  return (minor / 100).toFixed(2).replace('.', decimalSeparator(locale));
}

/**
 * A decimal amount typed by the admin in minor units, or null when it is not one: a point, or
 * the language's own decimal separator (fr-CA's comma); never a grouping separator.
 */
function toMinor(text: string, locale: string): number | null {
  const separator = decimalSeparator(locale);
  const normalized = separator === '.' ? text.trim() : text.trim().replace(separator, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export interface PriceBookFormProps {
  /** The latest version: the form starts as its copy and carries its number as `baseVersion`. */
  base: PriceBookVersion;
  draftCount: number;
  onCreated: (created: CreatedPriceBookVersion) => void;
  onReload: () => void;
}

/** What Create version will do, said before it is done: from when the prices apply and what they reprice. */
function takesEffect(
  t: Translate<AdminTextKey>,
  locale: string,
  effectiveFrom: string | null,
  draftCount: number,
  currency: string,
): string {
  const applies = effectiveFrom
    ? t('prices.appliesFrom', { when: formatWhen(effectiveFrom, locale) })
    : t('prices.appliesNow', { count: draftCount, currency });
  return `${applies} ${t('prices.kept')}`;
}

/** A new price book version: the latest's prices to edit, the tiers, and when it takes effect. */
export function PriceBookForm({ base, draftCount, onCreated, onReload }: PriceBookFormProps) {
  const t = useText(adminText);
  const { locale } = useFormat();
  const materials = useLookup('lockMaterials').data ?? [];
  const shackles = useLookup('shackleTypes').data ?? [];
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((item) => item.id === id)?.name ?? id;
  const [lockBase, setLockBase] = useState(() =>
    Object.fromEntries(
      Object.entries(base.priceBook.lockBase).flatMap(([material, byShackle]) =>
        Object.entries(byShackle).map(([shackle, price]) => [`${material}|${shackle}`, amountText(price, locale)]),
      ),
    ),
  );
  const [extras, setExtras] = useState(() =>
    Object.fromEntries(
      Object.entries(base.priceBook.extras).map(([extra, price]) => [extra, amountText(price, locale)]),
    ),
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

  const priceError = (text: string) => (submitted && toMinor(text, locale) === null ? t('prices.amountProblem') : '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const amounts = [...Object.values(lockBase), ...Object.values(extras)].map((text) => toMinor(text, locale));
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
      (priceBook.lockBase[material] ??= {})[shackle] = toMinor(text, locale)!;
    }
    for (const [extra, text] of Object.entries(extras)) priceBook.extras[extra as Extra] = toMinor(text, locale)!;
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
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label={t('prices.form')}>
      <Typography component="h3" variant="h6">
        {t('prices.newVersionOf', { currency: base.currency, version: base.version })}
      </Typography>
      <Typography variant="subtitle2">{t('prices.lockBase')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {Object.entries(lockBase).map(([key, text]) => {
          const [material, shackle] = key.split('|') as [string, string];
          return (
            <TextField
              key={key}
              size="small"
              label={t('prices.lockBaseField', {
                material: nameOf(materials, material),
                shackle: nameOf(shackles, shackle),
              })}
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
      <Typography variant="subtitle2">{t('prices.extras')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {Object.entries(extras).map(([extra, text]) => (
          <TextField
            key={extra}
            size="small"
            label={t('prices.extra', { extra })}
            value={text}
            onChange={(event) => setExtras({ ...extras, [extra]: event.target.value })}
            error={priceError(text) !== ''}
            helperText={priceError(text)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2">{t('prices.tiers')}</Typography>
      {tiers.map((tier, index) => (
        <Stack key={index} direction="row" spacing={2}>
          <TextField
            size="small"
            label={t('prices.tierFrom', { tier: index + 1 })}
            value={tier.minLocks}
            onChange={(event) =>
              setTiers(tiers.map((entry, at) => (at === index ? { ...entry, minLocks: event.target.value } : entry)))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1, minWidth: 0, maxWidth: 220 }}
          />
          <TextField
            size="small"
            label={t('prices.tierDiscount', { tier: index + 1 })}
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
        label={t('prices.effectiveFrom')}
        value={effectiveFrom}
        onChange={(event) => setEffectiveFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      <Alert severity="info">
        {effectiveFrom ? t('prices.laterInfo') : t('prices.nowInfo', { count: draftCount, currency: base.currency })}
      </Alert>
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {t('reload')}
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
        <Alert severity="error">{t('prices.createFailed', { message: create.error.message })}</Alert>
      )}
      <div>
        <Button ref={createButton} type="submit" variant="contained" loading={create.isPending}>
          {t('prices.create')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.effectiveFrom
            ? t('prices.confirmLater', { currency: base.currency })
            : t('prices.confirmNow', { currency: base.currency })
        }
        confirmLabel={t('prices.create')}
        dismissLabel={t('cancel')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending && takesEffect(t, locale, pending.effectiveFrom ?? null, draftCount, base.currency)}
      </ConfirmDialog>
    </Stack>
  );
}
