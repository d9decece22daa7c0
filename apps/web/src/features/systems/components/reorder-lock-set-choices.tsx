import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allowedWithBodyMaterial,
  bodyMaterialsOf,
  changeBodyMaterial,
  ENGRAVING_FIELDS,
  LOOKUP_NAMES,
  maxEngravingChars,
  newLockSet,
  reorderNewLockSetSchema,
  type LockSet,
  type Lookups,
} from '@keyplan/domain';
import { useQueries } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../api/get-lookup.ts';
import { EngravingField, engravingLineLabel, type LockFace } from '../../../components/ui/engraving-field.tsx';
import { LogoUpload } from '../../../components/ui/logo-upload.tsx';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useUploadReorderLogo } from '../api/upload-reorder-logo.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/** What a new lock set of a reorder chooses as /set offers (issue 26), as the request names them: materials, color, engraving, logos. */
const CHOICE_FIELDS = reorderNewLockSetSchema.shape.choices.unwrap().keyof().options;

export type ReorderChoices = Pick<LockSet, (typeof CHOICE_FIELDS)[number]>;

/** Every line of every face, labelled as /set labels them. */
const LOCK_LINES = (Object.entries(ENGRAVING_FIELDS) as [LockFace, readonly (keyof ReorderChoices)[]][]).flatMap(
  ([face, fields]) => fields.map((field, index) => [field, engravingLineLabel(face, index), face] as const),
);

/** Every list, or null until all have loaded (stable: React Query runs it again only when a list changes). */
function allLists(results: readonly { data?: unknown }[]): Lookups | null {
  if (results.some((result) => result.data === undefined)) return null;
  return Object.fromEntries(LOOKUP_NAMES.map((name, index) => [name, results[index]!.data])) as unknown as Lookups;
}

/** The catalog lists, once all have loaded (cached: the key system editor loads the same). */
export function useReorderLookups(): Lookups | null {
  const client = useApiClient();
  return useQueries({ queries: LOOKUP_NAMES.map((name) => lookupQueryOptions(client, name)), combine: allLists });
}

/**
 * A new lock set's starting choices, taken from the editor's new lock set (`newLockSet`): the
 * bucket's first body material and what it allows, nothing engraved.
 */
export function defaultChoices(lookups: Lookups, bucketType: string): ReorderChoices {
  const base = newLockSet(() => '', 1, lookups, bucketType);
  return Object.fromEntries(CHOICE_FIELDS.map((field) => [field, base[field]])) as ReorderChoices;
}

interface ReorderLockSetChoicesProps {
  /** 1-based number of the new lock set, for the fields' names. */
  number: number;
  choices: ReorderChoices;
  lookups: Lookups;
  bucketType: string;
  /** The installed system the logos are uploaded to. */
  lockSystemId: string;
  onChange: (choices: ReorderChoices) => void;
}

/**
 * Body, shackle, color and engraving of a new lock set of a reorder, as /set offers them: only
 * what the body material allows, the font's line lengths, engraving characters checked as typed.
 */
export function ReorderLockSetChoices({
  number,
  choices,
  lookups,
  bucketType,
  lockSystemId,
  onChange,
}: ReorderLockSetChoicesProps) {
  const t = useText(systemsText);
  const uploadFile = useUploadReorderLogo(lockSystemId);
  const allowed = allowedWithBodyMaterial(lookups, choices.bodyMaterialID);
  const bodies = bodyMaterialsOf(lookups, bucketType);
  /** A field's accessible name, saying which new lock set it belongs to. */
  const named = (label: string) => t('choices.ofSet', { label, number });
  const select = (
    label: string,
    value: string,
    items: readonly { id: string; name: string }[],
    change: (id: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': named(label) },
      }}
      sx={{ minWidth: 180 }}
    >
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </TextField>
  );
  const text = (field: keyof ReorderChoices) => (_field: string, value: string) =>
    onChange({ ...choices, [field]: value });
  const limit = (face: LockFace | 'key') => maxEngravingChars(lookups, choices.bodyMaterialID, choices.fontSize, face);

  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {select(t('choices.body'), choices.bodyMaterialID, bodies, (id) =>
          onChange(changeBodyMaterial(choices, id, lookups).lockSet),
        )}
        {select(t('choices.shackle'), choices.shackleMaterialID, allowed.shackles, (id) =>
          onChange({ ...choices, shackleMaterialID: id }),
        )}
        {select(t('choices.color'), choices.colorID, allowed.colors, (id) => onChange({ ...choices, colorID: id }))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={choices.engravedLock}
              onChange={(event) =>
                onChange({
                  ...choices,
                  engravedLock: event.target.checked,
                  fontSize:
                    event.target.checked || choices.engravedKey
                      ? (choices.fontSize ?? allowed.fonts[0]?.id ?? null)
                      : null,
                })
              }
              slotProps={{ input: { 'aria-label': named(t('choices.engraveLocks')) } }}
            />
          }
          label={t('choices.engraveLocks')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={choices.engravedKey}
              onChange={(event) =>
                onChange({
                  ...choices,
                  engravedKey: event.target.checked,
                  fontSize:
                    event.target.checked || choices.engravedLock
                      ? (choices.fontSize ?? allowed.fonts[0]?.id ?? null)
                      : null,
                })
              }
              slotProps={{ input: { 'aria-label': named(t('choices.engraveKeys')) } }}
            />
          }
          label={t('choices.engraveKeys')}
        />
      </Stack>
      {(choices.engravedLock || choices.engravedKey) && (
        <>
          {select(t('choices.fontSize'), choices.fontSize ?? '', allowed.fonts, (id) =>
            onChange({ ...choices, fontSize: id }),
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            }}
          >
            {choices.engravedLock &&
              LOCK_LINES.map(([field, label, face]) => (
                <EngravingField
                  key={field}
                  field={field}
                  id={`reorder-new-${number}-${field}`}
                  label={label}
                  name={named(label)}
                  value={String(choices[field] ?? '')}
                  maxChars={limit(face)}
                  onText={text(field)}
                />
              ))}
            {choices.engravedKey && (
              <EngravingField
                field="keyText"
                id={`reorder-new-${number}-keyText`}
                label={t('choices.keyText')}
                name={named(t('choices.keyText'))}
                value={choices.keyText}
                maxChars={limit('key')}
                onText={text('keyText')}
              />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('choices.priceNote')}
          </Typography>
        </>
      )}
      {allowed.logo && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {(
            [
              ['logoFront', t('choices.logoFront')],
              ['logoBack', t('choices.logoBack')],
            ] as const
          ).map(([field, label]) => (
            <LogoUpload
              key={field}
              label={label}
              name={named(label)}
              logoId={choices[field]}
              uploadFile={uploadFile}
              onChange={(logoId) => onChange({ ...choices, [field]: logoId })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
