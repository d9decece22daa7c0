import { useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreatedPriceBookVersion } from '@keyplan/domain';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';
import { useAdminPriceBooks } from '../api/get-admin-price-books.ts';
import { formatMinor, formatWhen } from './format.ts';
import { PriceBookForm, VERSION_CREATED_ID } from './price-book-form.tsx';

/**
 * Price books per currency (issue 17): the versions with their effective dates, the one in force,
 * the drafts a version in force now reprices, and a form for the next version.
 */
export function PriceBooksAdmin() {
  const t = useText(adminText);
  const { locale } = useFormat();
  const books = useAdminPriceBooks();
  const [currency, setCurrency] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPriceBookVersion | null>(null);
  if (books.isError) return <Alert severity="error">{t('prices.failed')}</Alert>;
  if (!books.data) return null;
  const book = books.data.currencies.find((entry) => entry.currency === currency) ?? books.data.currencies[0];
  if (!book) return <Alert severity="info">{t('prices.none')}</Alert>;
  const latest = book.versions[0]!;

  return (
    <Stack spacing={3}>
      <TextField
        select
        size="small"
        label={t('prices.currency')}
        value={book.currency}
        onChange={(event) => {
          setCurrency(event.target.value);
          setCreated(null);
        }}
        sx={{ width: 160 }}
      >
        {books.data.currencies.map((entry) => (
          <MenuItem key={entry.currency} value={entry.currency}>
            {entry.currency}
          </MenuItem>
        ))}
      </TextField>
      <section aria-label={t('prices.versions')}>
        <Typography component="h3" variant="h6">
          {t('prices.versionsOf', { currency: book.currency })}
        </Typography>
        <List dense>
          {book.versions.map((version) => (
            <ListItem key={version.version} disableGutters>
              <ListItemText
                primary={t('prices.version', {
                  version: version.version,
                  inForce: version.version === book.inForceVersion ? 'yes' : 'no',
                })}
                secondary={
                  version.version === 0
                    ? t('prices.seeded')
                    : t('prices.effective', {
                        from: formatWhen(version.effectiveFrom, locale),
                        who: version.createdBy ?? '—',
                        when: formatWhen(version.createdAt, locale),
                      })
                }
              />
            </ListItem>
          ))}
        </List>
      </section>
      {created && (
        <Alert id={VERSION_CREATED_ID} tabIndex={-1} severity="success" aria-label={t('prices.createdLabel')}>
          {t('prices.created', {
            version: created.version.version,
            currency: created.version.currency,
            count: created.repricedDrafts.length,
          })}
          {created.repricedDrafts.map((draft) => (
            <div key={draft.orderLockSystemId}>
              {t('prices.repriced', {
                system: draft.orderSystemName,
                ccid: draft.ccid,
                before: formatMinor(draft.totalBefore, locale),
                after: formatMinor(draft.totalPrice, locale),
              })}
            </div>
          ))}
        </Alert>
      )}
      <PriceBookForm
        key={`${book.currency}-${latest.version}`}
        base={latest}
        draftCount={book.drafts.length}
        onCreated={setCreated}
        onReload={() => void books.refetch()}
      />
      <section aria-label={t('prices.drafts')}>
        <Typography component="h3" variant="h6">
          {t('prices.draftsIn', { currency: book.currency, count: book.drafts.length })}
        </Typography>
        <List dense>
          {book.drafts.map((draft) => (
            <ListItem key={draft.orderLockSystemId} disableGutters>
              <ListItemText
                primary={draft.orderSystemName}
                secondary={t('prices.draft', {
                  ccid: draft.ccid,
                  total: formatMinor(draft.totalPrice, locale),
                  currency: book.currency,
                })}
              />
            </ListItem>
          ))}
        </List>
      </section>
    </Stack>
  );
}
