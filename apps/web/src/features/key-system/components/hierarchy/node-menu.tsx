import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LockSystemTree } from '@keyplan/domain';
import type { ReactNode } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';
import { locateNode, type LocatedNode } from './locate-node.ts';
import { canAddLockSet, canAddMasterKey, type NodeAction } from './node-action.ts';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';

export interface MenuItemSpec {
  action: NodeAction;
  /** The id the action gets: the node's own, or where to add. */
  target: string;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
}

/** The actions of a node, in the order the row menu and the detail pane list them. */
export function nodeActions(tree: LockSystemTree, node: LocatedNode, t: KeySystemTranslate): MenuItemSpec[] {
  const rename: MenuItemSpec = {
    action: 'rename',
    target: node.id,
    label: t('action.rename'),
    icon: <DriveFileRenameOutlineIcon />,
  };
  const remove: MenuItemSpec = { action: 'delete', target: node.id, label: t('action.delete'), icon: <DeleteIcon /> };
  const noLockSetRoom = !canAddLockSet(tree);
  switch (node.kind) {
    case 'grandMasterKey':
      return [
        {
          action: 'addMasterKey',
          target: node.id,
          label: t('action.addMasterKey'),
          icon: <AddIcon />,
          disabled: !canAddMasterKey(tree),
        },
        {
          action: 'addLockSet',
          target: NO_MASTER_KEY_GROUP,
          label: t('action.addLockSetWithoutMasterKey'),
          icon: <AddIcon />,
          disabled: noLockSetRoom,
        },
        rename,
      ];
    case 'masterKey':
      return [
        {
          action: 'addLockSet',
          target: node.id,
          label: t('action.addLockSet'),
          icon: <AddIcon />,
          disabled: noLockSetRoom,
        },
        rename,
        remove,
      ];
    case 'lockSet':
      return [
        { action: 'edit', target: node.id, label: t('action.editLockSet'), icon: <EditIcon /> },
        {
          action: 'duplicate',
          target: node.id,
          label: t('action.duplicate'),
          icon: <ContentCopyIcon />,
          disabled: noLockSetRoom,
        },
        { action: 'move', target: node.id, label: t('action.moveTo'), icon: <DriveFileMoveIcon /> },
        rename,
        remove,
      ];
  }
}

export interface MenuTarget {
  anchor: HTMLElement;
  id: string;
}

/** One menu for every row (rows only carry a button), listing the actions of the row it opened from. */
export function NodeMenu({
  tree,
  target,
  onClose,
  onAction,
}: {
  tree: LockSystemTree;
  target: MenuTarget | null;
  onClose: () => void;
  onAction: (action: NodeAction, id: string) => void;
}) {
  const t = useText(keySystemText);
  const node = target ? locateNode(tree, target.id) : undefined;
  return (
    <Menu
      anchorEl={target?.anchor ?? null}
      open={Boolean(target && node)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': node ? t('hierarchy.actionsFor', { name: node.name }) : undefined } }}
    >
      {node
        ? nodeActions(tree, node, t).map((item) => (
            <MenuItem
              key={item.label}
              disabled={item.disabled}
              onClick={() => {
                onClose();
                onAction(item.action, item.target);
              }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ))
        : null}
    </Menu>
  );
}
