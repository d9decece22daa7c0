import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { LockSystemTree } from '@keyplan/domain';
import { useState, type FormEvent } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import type { LocatedNode } from './locate-node.ts';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';

/** Where a lock set can go: every other master key, or under the grand master key alone. */
function moveTargets(tree: LockSystemTree, node: LocatedNode, noMasterKey: string): { value: string; label: string }[] {
  const parentId = node.kind === 'lockSet' ? (node.parent?.masterKeyID ?? NO_MASTER_KEY_GROUP) : null;
  return [
    ...tree.masterKeys.map((masterKey) => ({ value: masterKey.masterKeyID, label: masterKey.keyName })),
    { value: NO_MASTER_KEY_GROUP, label: noMasterKey },
  ].filter((target) => target.value !== parentId);
}

/** Moves a lock set to another master key or to "No master key". `onMove` gets a master key id or NO_MASTER_KEY_GROUP. */
export function MoveDialog({
  tree,
  node,
  onClose,
  onMove,
}: {
  tree: LockSystemTree;
  node: LocatedNode;
  onClose: () => void;
  onMove: (target: string) => void;
}) {
  const t = useText(keySystemText);
  const targets = moveTargets(tree, node, t('move.noMasterKey'));
  const [target, setTarget] = useState(targets[0]?.value ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (target) onMove(target);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-node-title" fullWidth maxWidth="xs" scroll="paper">
      <DialogTitle id="move-node-title">{t('move.title', { name: node.name })}</DialogTitle>
      <DialogContent dividers>
        {targets.length === 0 ? <DialogContentText>{t('move.noTarget')}</DialogContentText> : null}
        <form id="move-node-form" noValidate onSubmit={handleSubmit}>
          <RadioGroup
            aria-labelledby="move-node-title"
            name="move-target"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {targets.map((item) => (
              <FormControlLabel key={item.value} value={item.value} control={<Radio />} label={item.label} />
            ))}
          </RadioGroup>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="submit" form="move-node-form" variant="contained" disabled={!target}>
          {t('move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
