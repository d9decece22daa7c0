import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lockSystemTreeSchema, type EngravingEditField, type Lookups, type SafekeyOrder } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { EngravingField, EngravingSaved } from '../../../components/ui/engraving-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LockSetPreview } from '../../../components/padlock-preview/lock-set-preview.tsx';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { libText } from '../../../lib/lib-text.ts';
import { ruleText } from '../../../lib/rules/rule-text.ts';
import { saveEngraving } from '../api/engraving-changes.ts';
import { engravingText } from '../engraving-text.ts';
import { differences, editableNodes, type EditableNode, type EngravingEdits } from '../engraving-form.ts';
import { EngravingDifferences } from './engraving-differences.tsx';

/** How the last update went: focus goes there once Send engraving update is disabled (issue 47). */
const RESULT_ID = 'engraving-update-result';

const KIND_WORDS = {
  grandMasterKey: 'kind.grandMasterKey',
  masterKey: 'kind.masterKey',
  lockSet: 'kind.lockSet',
} as const;

/** The kinds in English: a node named as the default names it ('LOCK SET 1', data) says its kind in any language. */
const ENGLISH_KINDS = { grandMasterKey: 'grand master key', masterKey: 'master key', lockSet: 'lock set' } as const;

type EngravingTranslate = Translate<NonNullable<(typeof engravingText)['keys']>>;

/**
 * A line's accessible name with the node it is on (issue 47: eight 'Front line 1' on one page):
 * 'Lock set PRODUCTION LINE, front line 1', or 'LOCK SET 1, front line 1' when the name says the kind.
 */
function lineName(node: Pick<EditableNode['node'], 'kind' | 'name'>, label: string, t: EngravingTranslate): string {
  const kind = t(KIND_WORDS[node.kind]);
  const name = node.name.toLowerCase();
  const saysKind = name.startsWith(kind.toLowerCase()) || name.startsWith(ENGLISH_KINDS[node.kind]);
  const title = saysKind ? node.name : t('line.node', { kind, name: node.name });
  return t('line.name', { node: title, line: `${label.charAt(0).toLowerCase()}${label.slice(1)}` });
}

interface NodeCardProps {
  editable: EditableNode;
  edits: EngravingEdits[string] | undefined;
  lookups: Lookups;
  onText: (nodeId: string, field: EngravingEditField, text: string) => void;
}

/** One key or lock set: its engraving lines as sent, editable, and the padlock as it will look. */
const NodeCard = memo(function NodeCard({ editable, edits, lookups, onText }: NodeCardProps) {
  const t = useText(engravingText);
  const { node, lockSet, fields } = editable;
  const handleText = useCallback(
    (field: string, text: string) => onText(node.nodeId, field as EngravingEditField, text),
    [node.nodeId, onText],
  );
  const preview = useMemo(() => (lockSet ? { ...lockSet, ...edits } : undefined), [lockSet, edits]);
  const headingId = `engraving-node-${node.nodeId}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t.rich('node.heading', {
          name: node.name,
          kind: t(KIND_WORDS[node.kind]),
          small: (chunks) => (
            <Typography component="span" variant="body2" color="text.secondary">
              {chunks}
            </Typography>
          ),
        })}
      </Typography>
      <Box
        sx={{
          mt: 1.5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: preview ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
          }}
        >
          {fields.map(({ field, label, maxChars }) => (
            <EngravingField
              key={field}
              field={field}
              id={`${headingId}-${field}`}
              label={label}
              name={lineName(node, label, t)}
              value={edits?.[field] ?? node.fields[field] ?? ''}
              maxChars={maxChars}
              onText={handleText}
            />
          ))}
        </Box>
        {preview && <LockSetPreview lockSet={preview} lookups={lookups} />}
      </Box>
    </Paper>
  );
});

function SaveError({ error }: { error: Error }) {
  const t = useText(engravingText);
  if (isApiError(error, 409))
    return <Alert severity="warning">{t('error.conflict', { detail: error.problem?.detail ?? error.message })}</Alert>;
  const errors = isApiError(error, 400) ? fieldErrorsOf(error.problem?.errors) : [];
  return (
    <Alert severity="error">
      <AlertTitle>{t('error.title')}</AlertTitle>
      {errors.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      ) : (
        error.message
      )}
    </Alert>
  );
}

/**
 * /edit-engraving (DESIGN §2 flow 7): the engraving text of a submitted order, field by field with
 * the editor's rules (capitals, allowed characters, the font's line length) and the padlock
 * preview; the difference against what was sent; Send asks first, then the update goes to SAP
 * through the outbox.
 */
export function EngravingEditor({ order, lookups }: { order: SafekeyOrder; lookups: Lookups }) {
  const t = useText(engravingText);
  const words = useText(libText);
  const rules = useText(ruleText);
  const system = order.orderLockSystems[0]!;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const nodes = useMemo(
    () => editableNodes(lockSystemTreeSchema.parse(system), lookups, words),
    [system, lookups, words],
  );
  const [edits, setEdits] = useState<EngravingEdits>({});
  const [confirming, setConfirming] = useState(false);
  // Sent or undone: what a line refused before is old news (issue 47).
  const [generation, setGeneration] = useState(0);
  const startAfresh = () => {
    setEdits({});
    setGeneration((count) => count + 1);
  };
  const sendButton = useRef<HTMLButtonElement>(null);
  const changes = useMemo(() => differences(nodes, edits), [nodes, edits]);
  const onText = useCallback(
    (nodeId: string, field: EngravingEditField, text: string) =>
      setEdits((current) => ({ ...current, [nodeId]: { ...current[nodeId], [field]: text } })),
    [],
  );
  const save = useMutation({
    mutationFn: () =>
      saveEngraving(client, system.orderLockSystemID, {
        expectedVersion: order.version,
        changes: changes.map(({ nodeId, field, after }) => ({ nodeId, field, text: after })),
      }),
    onSuccess: async (history) => {
      queryClient.setQueryData(queryKeys.engravingChanges(system.orderLockSystemID), history);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.submission(system.orderLockSystemID) }),
      ]);
      startAfresh();
    },
  });

  if (nodes.length === 0) return <Alert severity="info">{t('editor.nothingEngraved')}</Alert>;
  return (
    <EngravingSaved value={generation}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('editor.intro', { allowed: rules('engraving.allowed') })}</Typography>
        {nodes.map((editable) => (
          <NodeCard
            key={editable.node.nodeId}
            editable={editable}
            edits={edits[editable.node.nodeId]}
            lookups={lookups}
            onText={onText}
          />
        ))}
        <EngravingDifferences changes={changes} />
        {(save.isSuccess && changes.length === 0) || save.error ? (
          <Box id={RESULT_ID} tabIndex={-1}>
            {save.error ? <SaveError error={save.error} /> : <Alert severity="success">{t('editor.changed')}</Alert>}
          </Box>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            ref={sendButton}
            variant="contained"
            startIcon={<SendIcon />}
            disabled={changes.length === 0}
            loading={save.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('editor.send')}
          </Button>
          <Button disabled={changes.length === 0 || save.isPending} onClick={startAfresh}>
            {t('editor.undo')}
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirming}
          title={t('editor.confirmTitle')}
          confirmLabel={t('editor.send')}
          onConfirm={() => {
            setConfirming(false);
            save.mutate(undefined, { onSettled: () => focusWhenLost(RESULT_ID, { from: sendButton.current }) });
          }}
          onCancel={() => setConfirming(false)}
        >
          {t('editor.confirmText', { count: changes.length, order: order.sapOrderNumber ?? order.orderSystemName })}
        </ConfirmDialog>
      </Stack>
    </EngravingSaved>
  );
}
