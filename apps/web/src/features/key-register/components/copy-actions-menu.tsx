import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import { ACTION_TITLES, type KeyActionName } from './key-action-dialog.tsx';
import { actionsFor } from './key-copy-actions.ts';
import { useText } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';

/** What staff do with one copy of the register, from its row (a wide screen) or its card (a phone). */
export interface CopyHandlers {
  onAction: (key: RegisterKey, copy: KeyCopy, action: KeyActionName) => void;
  onHistory: (key: RegisterKey, copy: KeyCopy) => void;
  onReceipt: (copy: KeyCopy) => void;
  onExposure: (key: RegisterKey) => void;
}

interface CopyActionsMenuProps extends CopyHandlers {
  keyOf: RegisterKey;
  copy: KeyCopy;
}

/** 'Actions for AA1 copy 1': the changes the copy's state allows, its receipt, what it opens and its history. */
export function CopyActionsMenu({ keyOf, copy, onAction, onHistory, onReceipt, onExposure }: CopyActionsMenuProps) {
  const t = useText(keyRegisterText);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (run: () => void) => () => {
    setAnchor(null);
    run();
  };
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('menu.actionsFor', { symbol: keyOf.keySymbol, copy: copy.copyNumber })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('menu.actions')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsFor(copy, keyOf).map((action) => (
          <MenuItem key={action} onClick={choose(() => onAction(keyOf, copy, action))}>
            {t(ACTION_TITLES[action])}
          </MenuItem>
        ))}
        {copy.handOutId !== null ? (
          <MenuItem onClick={choose(() => onReceipt(copy))}>{t('menu.receipt')}</MenuItem>
        ) : null}
        <MenuItem onClick={choose(() => onExposure(keyOf))}>
          {copy.state === 'lost' ? t('menu.exposure') : t('menu.whatItOpens')}
        </MenuItem>
        <MenuItem onClick={choose(() => onHistory(keyOf, copy))}>{t('menu.history')}</MenuItem>
      </Menu>
    </>
  );
}
