import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { ROW_PRIMARY } from './virtual-rows.tsx';

/** Shows or hides the lock sets below a master key (or the group without one). */
export function ExpandToggle({
  id,
  label,
  expanded,
  primary = false,
  tabIndex,
  onToggle,
}: {
  id: string;
  label: string;
  expanded: boolean;
  primary?: boolean;
  tabIndex: number;
  onToggle: (id: string) => void;
}) {
  return (
    <IconButton
      size="small"
      tabIndex={tabIndex}
      aria-label={label}
      aria-expanded={expanded}
      onClick={() => onToggle(id)}
      {...(primary ? { [ROW_PRIMARY]: '' } : {})}
    >
      {expanded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}

/** Opens the row's menu of actions (rename, duplicate, move, delete …). */
export function RowMenuButton({
  id,
  name,
  tabIndex,
  onMenu,
}: {
  id: string;
  name: string;
  tabIndex: number;
  onMenu: (anchor: HTMLElement, id: string) => void;
}) {
  const t = useText(keySystemText);
  return (
    <IconButton
      size="small"
      tabIndex={tabIndex}
      aria-label={t('hierarchy.actionsFor', { name })}
      aria-haspopup="menu"
      onClick={(event: MouseEvent<HTMLElement>) => onMenu(event.currentTarget, id)}
    >
      <MoreVertIcon />
    </IconButton>
  );
}
