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
import { useAdminPriceBooks } from '../api/get-admin-price-books.ts';
import { formatMinor, formatWhen } from './format.ts';
import { PriceBookForm, VERSION_CREATED_ID } from './price-book-form.tsx';

/**
 * Price books per currency (issue 17): the versions with their effective dates, the one in force,
 * the drafts a version in force now reprices, and a form for the next version.
 */
export function PriceBooksAdmin() {
  const books = useAdminPriceBooks();
  const [currency, setCurrency] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPriceBookVersion | null>(null);
  if (books.isError) return <Alert severity="error">The price books could not be loaded.</Alert>;
  if (!books.data) return null;
  const book = books.data.currencies.find((entry) => entry.currency === currency) ?? books.data.currencies[0];
  if (!book) return <Alert severity="info">No price book is kept yet.</Alert>;
  const latest = book.versions[0]!;

  return (
    <Stack spacing={3}>
      <TextField
        select
        size="small"
        label="Currency"
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
      <section aria-label="Versions">
        <Typography component="h3" variant="h6">
          Versions of {book.currency}
        </Typography>
        <List dense>
          {book.versions.map((version) => (
            <ListItem key={version.version} disableGutters>
              <ListItemText
                primary={`Version ${version.version}${version.version === book.inForceVersion ? ' · in force' : ''}`}
                secondary={
                  version.version === 0
                    ? 'Seeded catalog'
                    : `Effective ${formatWhen(version.effectiveFrom)} · by ${version.createdBy ?? '—'} on ${formatWhen(version.createdAt)}`
                }
              />
            </ListItem>
          ))}
        </List>
      </section>
      {created && (
        <Alert id={VERSION_CREATED_ID} tabIndex={-1} severity="success" aria-label="Version created">
          Version {created.version.version} of {created.version.currency} created; it repriced{' '}
          {created.repricedDrafts.length} draft{created.repricedDrafts.length === 1 ? '' : 's'}
          {created.repricedDrafts.map((draft) => (
            <div key={draft.orderLockSystemId}>
              {draft.orderSystemName} ({draft.ccid}): {formatMinor(draft.totalBefore)} → {formatMinor(draft.totalPrice)}
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
      <section aria-label="Drafts priced by this book">
        <Typography component="h3" variant="h6">
          Drafts in {book.currency} ({book.drafts.length})
        </Typography>
        <List dense>
          {book.drafts.map((draft) => (
            <ListItem key={draft.orderLockSystemId} disableGutters>
              <ListItemText
                primary={draft.orderSystemName}
                secondary={`Customer ${draft.ccid} · total ${formatMinor(draft.totalPrice)} ${book.currency}`}
              />
            </ListItem>
          ))}
        </List>
      </section>
    </Stack>
  );
}
