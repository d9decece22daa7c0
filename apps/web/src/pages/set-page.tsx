import { memo, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findLockSet } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { EditorStates } from '../features/key-system/components/editor-states.tsx';
import { LockSetEditor } from '../features/key-system/components/lock-set/lock-set-editor.tsx';
import { SaveBar } from '../features/key-system/components/save-bar.tsx';
import { lockSetIdFrom } from '../features/key-system/editor-links.ts';
import { useKeySystemEditor } from '../features/key-system/hooks/use-key-system-editor.ts';
import { keySystemText } from '../features/key-system/key-system-text.ts';
import { KEEP_UNSAVED_CHANGES } from '../components/unsaved-changes/unsaved-changes-context.ts';
import { useText } from '../i18n/use-text.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The title, the lock set's name and the way back: a keystroke elsewhere in the form leaves it alone. */
const SetPageHeading = memo(function SetPageHeading({
  lockSetName,
  lockSetID,
}: {
  lockSetName: string | null;
  lockSetID: string | null;
}) {
  const t = useText(keySystemText);
  const navigate = useNavigate();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <div>
        <Typography id="set-page-title" component="h1" variant="h4">
          {t('set.title')}
        </Typography>
        {lockSetName !== null && (
          <Typography
            id="set-page-lock-set"
            component="h2"
            variant="h6"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {lockSetName.trim() || t('set.unnamed')}
          </Typography>
        )}
      </div>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() =>
          // Focus goes back to the lock set's row in the hierarchy (issue 30).
          void navigate(paths.keySystem.getHref(), { state: { ...KEEP_UNSAVED_CHANGES, focusNodeId: lockSetID } })
        }
      >
        {t('set.back')}
      </Button>
    </Stack>
  );
});

/**
 * /set?lockSetId=… (DESIGN §2 flow 2): one lock set of the open system, edited in the draft it
 * shares with /key-system, beside a drawn preview and its live price. Going back keeps the draft.
 */
export function SetPage() {
  const t = useText(keySystemText);
  useDocumentTitle(t('set.title'));
  const editor = useKeySystemEditor();
  const location = useLocation();
  const lockSetID = lockSetIdFrom(location.search);
  const { draft } = editor;
  const lookups = editor.lookups.lookups;
  const lockSet = useMemo(
    () => (draft && lockSetID ? (findLockSet(draft.tree, lockSetID)?.lockSet ?? null) : null),
    [draft, lockSetID],
  );
  const ready = draft !== null && lookups !== null && !editor.noSystem && !editor.loadError && !editor.lookups.failed;

  return (
    // Named by the title and the lock set's name: 'Lock Set' alone is the name of the form inside it too
    // (axe's landmark-unique, issue 47).
    <Stack
      component="section"
      spacing={3}
      sx={{ py: 2 }}
      aria-labelledby={lockSet ? 'set-page-title set-page-lock-set' : 'set-page-title'}
    >
      <SetPageHeading lockSetName={lockSet?.lockSetName ?? null} lockSetID={lockSet ? lockSetID : null} />
      <EditorStates editor={editor} />
      {ready && <SaveBar editor={editor} />}
      {ready &&
        (lockSet ? (
          <LockSetEditor
            lockSet={lockSet}
            tree={draft.tree}
            lookups={lookups}
            bucketType={draft.bucketType}
            orderLockSystemID={draft.orderLockSystemID}
            issues={editor.issues}
            editable={editor.editable}
          />
        ) : (
          <Alert
            severity="warning"
            action={
              <Button
                component={RouterLink}
                to={paths.keySystem.getHref()}
                state={KEEP_UNSAVED_CHANGES}
                color="inherit"
              >
                {t('set.goToKeySystem')}
              </Button>
            }
          >
            {lockSetID ? t('set.deleted') : t('set.noneChosen')} {t('set.pick')}
          </Alert>
        ))}
    </Stack>
  );
}

export default SetPage;
