import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { NewSystemKind } from '../system-session.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

interface NewSystemActionsProps {
  /** 'New quote' appears only while the quoting flag is on (SPEC §1, §6). */
  quotingEnabled: boolean;
  onStart: (kind: NewSystemKind) => void;
}

/** Starts a new order, quote or design for the customer. */
export function NewSystemActions({ quotingEnabled, onStart }: NewSystemActionsProps) {
  const t = useText(systemsText);
  const kinds: Array<{ kind: NewSystemKind; label: string }> = [
    { kind: 'order', label: t('new.order') },
    ...(quotingEnabled ? [{ kind: 'quote' as const, label: t('new.quote') }] : []),
    { kind: 'design', label: t('new.design') },
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {kinds.map(({ kind, label }, index) => (
        <Button
          key={kind}
          variant={index === 0 ? 'contained' : 'outlined'}
          startIcon={<AddIcon />}
          onClick={() => onStart(kind)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
