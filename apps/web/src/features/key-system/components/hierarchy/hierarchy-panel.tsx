import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { canAddLockSet, canAddMasterKey } from './node-action.ts';
import { HierarchyTree, type HierarchyTreeProps } from './hierarchy-tree.tsx';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';

/** The hierarchy with its heading and, when the system can be edited, the add buttons. */
export function HierarchyPanel(props: HierarchyTreeProps) {
  const t = useText(keySystemText);
  const { tree, editable, handlers } = props;
  const grandMasterKeyID = tree.grandMasterKey.grandMasterKeyID;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hierarchy-heading" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ px: 2, pt: 1.5, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="h2" variant="h6" id="hierarchy-heading" sx={{ mr: 'auto' }}>
          {t('hierarchy.title')}
        </Typography>
        {editable ? (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={!canAddMasterKey(tree)}
              onClick={() => handlers.onAction('addMasterKey', grandMasterKeyID)}
            >
              {t('action.addMasterKey')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={!canAddLockSet(tree)}
              onClick={() => handlers.onAction('addLockSet', NO_MASTER_KEY_GROUP)}
            >
              {t('action.addLockSetWithoutMasterKey')}
            </Button>
          </>
        ) : null}
      </Stack>
      <HierarchyTree {...props} />
    </Paper>
  );
}
