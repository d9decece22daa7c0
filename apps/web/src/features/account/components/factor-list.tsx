import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VerificationStatus } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';

export interface FactorRow {
  id: string;
  label: string;
  /** e.g. 'Primary', 'Secondary', or nothing. */
  role?: string;
  status: VerificationStatus;
  canVerify: boolean;
  canRemove: boolean;
}

interface FactorListProps {
  kind: 'email' | 'phone';
  rows: FactorRow[];
  empty: string;
  busyId: string | null;
  onVerify: (id: string) => void;
  onRemove: (id: string) => void;
}

/** Emails or phones with their role and status, and what each allows: verify, remove. */
export function FactorList({ kind, rows, empty, busyId, onVerify, onRemove }: FactorListProps) {
  const t = useText(accountText);
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <List disablePadding>
      {rows.map((row) => (
        <ListItem key={row.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>{row.label}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {row.role && <Chip size="small" label={row.role} variant="outlined" />}
            <Chip
              size="small"
              label={row.status === 'VERIFIED' ? t('factor.verified', { kind }) : t('factor.unverified', { kind })}
              // At least 4.5:1 for the chip's small text (system-status-chip.tsx).
              color={row.status === 'VERIFIED' ? 'success' : 'default'}
              variant={row.status === 'VERIFIED' ? 'filled' : 'outlined'}
            />
            {row.canVerify && (
              <Button
                size="small"
                onClick={() => onVerify(row.id)}
                disabled={busyId === row.id}
                aria-label={t('factor.verifyItem', { label: row.label })}
              >
                {t('factor.verify')}
              </Button>
            )}
            {row.canRemove && (
              <Button
                size="small"
                color="error"
                onClick={() => onRemove(row.id)}
                aria-label={t('factor.removeItem', { label: row.label })}
              >
                {t('factor.remove')}
              </Button>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
