import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isRenamableLookup, LOOKUP_LABELS, type AdminLookupEntry, type LookupName } from '@keyplan/domain';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { useChangeLookupItem } from '../api/change-lookup-item.ts';
import {
  isEditableField,
  LOOKUP_FIELDS,
  lookupFormValues,
  lookupItemOf,
  lookupServerErrors,
  type LookupFormValues,
} from './lookup-fields.ts';

interface LookupItemDialogProps {
  name: LookupName;
  /** The item to rename; none to add one. */
  entry: AdminLookupEntry | null;
  onClose: () => void;
  /** A stale edit: the list should be loaded again. */
  onReload: () => void;
}

/**
 * Adds or renames a lookup item: every field of the list, those that may not change once added
 * shown read-only. The domain's rules are checked before sending and named at their field; so are
 * the server's.
 */
export function LookupItemDialog({ name, entry, onClose, onReload }: LookupItemDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const change = useChangeLookupItem(name);
  const [values, setValues] = useState<LookupFormValues>(() => lookupFormValues(name, entry?.item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ stale: boolean; lines: string[] } | null>(null);
  const label = LOOKUP_LABELS[name].item;
  const renames = isRenamableLookup(name);
  const title = entry
    ? `${renames ? 'Rename' : 'Edit'} ${label} ${String(entry.item.name ?? entry.id)}`
    : `Add a ${label}`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = lookupItemOf(name, values, entry?.item);
    setProblem(null);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    change.mutate(
      entry
        ? { kind: 'edit', id: entry.id, expectedVersion: entry.version, item: checked.item }
        : { kind: 'add', item: checked.item },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isApiError(error, 400)) {
            const { fields, other } = lookupServerErrors(name, fieldErrorsOf(error.problem?.errors));
            setErrors(fields);
            if (other.length > 0) setProblem({ stale: false, lines: other });
          } else setProblem({ stale: isApiError(error, 409) && entry !== null, lines: [error.message] });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert
                severity={problem.stale ? 'warning' : 'error'}
                action={
                  problem.stale ? (
                    <Button color="inherit" size="small" onClick={onReload}>
                      Reload
                    </Button>
                  ) : undefined
                }
              >
                {problem.lines.join(' ')}
              </Alert>
            )}
            {LOOKUP_FIELDS[name].map((field) => {
              const readOnly = entry !== null && !isEditableField(name, field);
              const error = errors[field.key];
              const value = values[field.key];
              const set = (next: string | boolean) => setValues((before) => ({ ...before, [field.key]: next }));
              if (field.kind === 'boolean')
                return (
                  <FormControlLabel
                    key={field.key}
                    label={field.label}
                    disabled={readOnly || (entry !== null && value === true && name === 'lockmaterialdependencies')}
                    control={<Checkbox checked={value === true} onChange={(event) => set(event.target.checked)} />}
                  />
                );
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  size="small"
                  fullWidth
                  required={field.kind !== 'ids' && field.key !== 'description'}
                  select={field.kind === 'choice'}
                  value={String(value)}
                  onChange={(event) => set(event.target.value)}
                  disabled={readOnly}
                  error={error !== undefined}
                  helperText={error ?? (readOnly ? 'Cannot change once added' : field.helperText)}
                  slotProps={{
                    htmlInput: {
                      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
                      ...(field.kind === 'number' ? { inputMode: 'numeric' } : {}),
                    },
                  }}
                >
                  {field.choices?.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {choice}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {entry ? (renames ? 'Rename' : 'Save') : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
