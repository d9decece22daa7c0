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
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isRenamableLookup, type AdminLookupEntry, type LookupName } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { adminText } from '../admin-text.ts';
import { useChangeLookupItem } from '../api/change-lookup-item.ts';
import {
  isEditableField,
  LOOKUP_FIELDS,
  lookupFormValues,
  lookupItemOf,
  lookupServerErrors,
  type LookupField,
  type LookupFormValues,
} from './lookup-fields.ts';
import { lookupProblemText } from './lookup-problems.ts';

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
 * shown read-only, and the names customers read in French and Spanish (issue 48). The domain's
 * rules are checked before sending and named at their field; so are the server's.
 */
export function LookupItemDialog({ name, entry, onClose, onReload }: LookupItemDialogProps) {
  const t = useText(adminText);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const change = useChangeLookupItem(name);
  const [values, setValues] = useState<LookupFormValues>(() => lookupFormValues(name, entry?.item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ stale: boolean; lines: string[] } | null>(null);
  const renames = isRenamableLookup(name);
  const title = entry
    ? t('item.title', { list: name, name: String(entry.item.name ?? entry.id) })
    : t('lookups.add', { list: name });
  const fields = LOOKUP_FIELDS[name].filter((field) => !field.translation);
  const translations = LOOKUP_FIELDS[name].filter((field) => field.translation);

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

  const renderField = (field: LookupField) => {
    const readOnly = entry !== null && !isEditableField(name, field);
    const error = errors[field.key];
    const value = values[field.key];
    const label = t(field.label, field.labelValues);
    const set = (next: string | boolean) => setValues((before) => ({ ...before, [field.key]: next }));
    if (field.kind === 'boolean')
      return (
        <FormControlLabel
          key={field.key}
          label={label}
          disabled={readOnly || (entry !== null && value === true && name === 'lockmaterialdependencies')}
          control={<Checkbox checked={value === true} onChange={(event) => set(event.target.checked)} />}
        />
      );
    return (
      <TextField
        key={field.key}
        label={label}
        size="small"
        fullWidth
        required={field.kind !== 'ids' && !field.optional}
        select={field.kind === 'choice'}
        value={String(value)}
        onChange={(event) => set(event.target.value)}
        disabled={readOnly}
        error={error !== undefined}
        helperText={
          error !== undefined
            ? lookupProblemText(error, t)
            : readOnly
              ? t('item.readOnly')
              : field.helperText && t(field.helperText)
        }
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
                      {t('reload')}
                    </Button>
                  ) : undefined
                }
              >
                {problem.lines.map((line) => lookupProblemText(line, t)).join(' ')}
              </Alert>
            )}
            {fields.map(renderField)}
            {translations.length > 0 && (
              <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2">
                  {t('item.translations')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('item.translationsHelp')}
                </Typography>
                {translations.map(renderField)}
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {entry ? (renames ? t('lookups.rename') : t('item.save')) : t('item.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
