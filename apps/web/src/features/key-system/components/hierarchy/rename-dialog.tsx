import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LIMITS, type LockSystemTree } from '@keyplan/domain';
import { useState, type FormEvent } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import type { LocatedNode } from './locate-node.ts';
import { nodeNameProblem, normalizeNodeName } from './node-name.ts';

interface RenameDialogProps {
  tree: LockSystemTree;
  node: LocatedNode;
  onClose: () => void;
  onRename: (name: string) => void;
}

/** Renames a node: required, at most 40 characters, unique in the system; the message shows at the field. */
export function RenameDialog({ tree, node, onClose, onRename }: RenameDialogProps) {
  const t = useText(keySystemText);
  const [name, setName] = useState(node.name);
  const [checked, setChecked] = useState(false);
  const problem = checked ? nodeNameProblem(tree, node.id, name, t) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nodeNameProblem(tree, node.id, name, t) === null) onRename(normalizeNodeName(name));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-node-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="rename-node-title">{t('rename.title', { name: node.name })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('rename.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoFocus
            margin="dense"
            error={problem !== null}
            helperText={problem ?? t('rename.hint', { max: LIMITS.nodeNameLength })}
            slotProps={{ htmlInput: { maxLength: LIMITS.nodeNameLength, style: { textTransform: 'uppercase' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('rename.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
