import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { SEND_STATES, type SendStateName, type StatusLabel } from '@keyplan/domain';
import {
  sendStateText,
  statusLabelText,
  systemStatusText,
} from '../../../components/ui/system-status/system-status-text.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import type { SystemFilters } from '../hooks/use-system-filters.ts';
import { STATUS_LABELS, SYSTEM_TYPES, type SystemTypeFilter } from '../../../lib/system-display.ts';

interface SystemFiltersBarProps {
  filters: SystemFilters;
  isDefault: boolean;
  onToggleStatus: (label: StatusLabel) => void;
  onTypeChange: (type: SystemTypeFilter | null) => void;
  onSendStateChange: (sendState: SendStateName | null) => void;
  onReset: () => void;
}

/** Status chips (toggle buttons, several at once), a type select and a select of where sends to SAP stand. */
export function SystemFiltersBar({
  filters,
  isDefault,
  onToggleStatus,
  onTypeChange,
  onSendStateChange,
  onReset,
}: SystemFiltersBarProps) {
  const t = useText(systemsText);
  const statusText = useText(systemStatusText);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Box role="group" aria-labelledby="system-status-filter" sx={{ flex: 1, minWidth: 0 }}>
        <Typography id="system-status-filter" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('filter.status')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {STATUS_LABELS.map((label) => {
            const selected = filters.statuses.includes(label);
            return (
              <Chip
                key={label}
                label={statusLabelText(label, statusText)}
                clickable
                component="button"
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                icon={selected ? <CheckIcon /> : undefined}
                onClick={() => onToggleStatus(label)}
              />
            );
          })}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('filter.type')}
          value={filters.type ?? ''}
          onChange={(event) => onTypeChange((event.target.value || null) as SystemTypeFilter | null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, flex: { xs: 1, md: 'none' } }}
        >
          <option value="">{t('filter.allTypes')}</option>
          {SYSTEM_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filter.sendToSap')}
          value={filters.sendState ?? ''}
          onChange={(event) => onSendStateChange((event.target.value || null) as SendStateName | null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, flex: { xs: 1, md: 'none' } }}
        >
          <option value="">{t('filter.any')}</option>
          {SEND_STATES.map((state) => (
            <option key={state} value={state}>
              {sendStateText(state, statusText)}
            </option>
          ))}
        </TextField>
        <Button onClick={onReset} disabled={isDefault} sx={{ flexShrink: 0 }}>
          {t('list.resetFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
