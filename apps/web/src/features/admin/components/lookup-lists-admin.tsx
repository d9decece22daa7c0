import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isRenamableLookup,
  isRetirableLookup,
  LOOKUP_NAMES,
  type AdminLookupEntry,
  type LookupName,
} from '@keyplan/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { adminText, type AdminTextKey } from '../admin-text.ts';
import { useChangeLookupItem } from '../api/change-lookup-item.ts';
import { useAdminLookup } from '../api/get-admin-lookup.ts';
import { LookupItemDialog } from './lookup-item-dialog.tsx';

/** What a row says of its item: its name, or what a material dependency allows. */
function summaryOf(entry: AdminLookupEntry, t: Translate<AdminTextKey>): { primary: string; secondary: string } {
  const { item } = entry;
  if (typeof item.name === 'string') return { primary: item.name, secondary: entry.id };
  const count = (key: string) => (Array.isArray(item[key]) ? item[key].length : 0);
  return {
    primary: entry.id,
    secondary: t('lookups.dependency', {
      shackles: count('shackleTypeIds'),
      colors: count('colorIds'),
      fonts: count('fontOptionIds'),
      logos: item.logo === true ? 'yes' : 'no',
    }),
  };
}

/**
 * The lookup lists (issue 17, decision 0022): pick a list, see its items with the retired ones
 * marked, add one, rename one, retire one after a confirmation or restore it. What the editor
 * and customers are offered follows at once.
 */
export function LookupListsAdmin() {
  const t = useText(adminText);
  const [name, setName] = useState<LookupName>('colors');
  const list = useAdminLookup(name);
  const change = useChangeLookupItem(name);
  const [editing, setEditing] = useState<AdminLookupEntry | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminLookupEntry | null>(null);
  const listLabel = t('lookups.listName', { list: name });
  const retirable = isRetirableLookup(name);
  const renames = isRenamableLookup(name);

  const handleRetire = () => {
    if (!retiring) return;
    change.mutate({ kind: 'retire', id: retiring.id, expectedVersion: retiring.version });
    setRetiring(null);
  };
  const handleReload = () => {
    setEditing(null);
    change.reset();
    void list.refetch();
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('lookups.list')}
          value={name}
          onChange={(event) => {
            setName(event.target.value as LookupName);
            change.reset();
          }}
          sx={{ minWidth: 240 }}
        >
          {LOOKUP_NAMES.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t('lookups.listName', { list: entry })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => setEditing('new')} disabled={!list.data}>
          {t('lookups.add', { list: name })}
        </Button>
      </Stack>
      {change.isError && (
        <Alert
          severity={isApiError(change.error, 409) ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={handleReload}>
              {t('reload')}
            </Button>
          }
        >
          {change.error.message}
        </Alert>
      )}
      <section aria-label={listLabel}>
        <Typography component="h3" variant="h6">
          {listLabel}
        </Typography>
        {list.isPending && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }} role="status">
            <CircularProgress size={20} aria-hidden /> {t('lookups.loading', { list: name })}
          </Box>
        )}
        {list.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('lookups.loadFailed', { list: name })}
          </Alert>
        )}
        {list.data && list.data.items.length === 0 && <Alert severity="info">{t('lookups.empty')}</Alert>}
        {list.data && list.data.items.length > 0 && (
          <List aria-label={t('lookups.items', { list: listLabel })}>
            {list.data.items.map((entry) => {
              const { primary, secondary } = summaryOf(entry, t);
              return (
                <ListItem
                  key={entry.id}
                  divider
                  disableGutters
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                  aria-label={t('lookups.itemLabel', { name: primary, retired: entry.retired ? 'yes' : 'no' })}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {typeof entry.item.hex === 'string' && (
                          <Box
                            aria-hidden
                            sx={{
                              width: 16,
                              height: 16,
                              borderRadius: '50%',
                              bgcolor: entry.item.hex,
                              border: 1,
                              borderColor: 'divider',
                            }}
                          />
                        )}
                        <span>{primary}</span>
                        {entry.retired && <Chip size="small" label={t('lookups.retiredChip')} variant="outlined" />}
                      </Stack>
                    }
                    secondary={secondary}
                    sx={{ minWidth: 160, flex: '1 1 200px' }}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => setEditing(entry)}
                      aria-label={t(renames ? 'lookups.renameItem' : 'lookups.editItem', { name: primary })}
                    >
                      {renames ? t('lookups.rename') : t('lookups.edit')}
                    </Button>
                    {retirable &&
                      (entry.retired ? (
                        <Button
                          size="small"
                          aria-label={t('lookups.restoreItem', { name: primary })}
                          onClick={() =>
                            change.mutate({ kind: 'restore', id: entry.id, expectedVersion: entry.version })
                          }
                        >
                          {t('lookups.restore')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t('lookups.retireItem', { name: primary })}
                          onClick={() => setRetiring(entry)}
                        >
                          {t('lookups.retire')}
                        </Button>
                      ))}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
      </section>
      {editing !== null && (
        <LookupItemDialog
          key={editing === 'new' ? `${name}-new` : `${name}-${editing.id}-${editing.version}`}
          name={name}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={handleReload}
        />
      )}
      <ConfirmDialog
        open={retiring !== null}
        title={t('lookups.retireTitle', { name: retiring ? summaryOf(retiring, t).primary : '' })}
        confirmLabel={t('lookups.retire')}
        dismissLabel={t('cancel')}
        onConfirm={handleRetire}
        onCancel={() => setRetiring(null)}
      >
        {t('lookups.retireText', { list: name })}
      </ConfirmDialog>
    </Stack>
  );
}
