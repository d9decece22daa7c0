import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ENGRAVING_ALLOWED_DESCRIPTION,
  lockSystemTreeSchema,
  type EngravingEditField,
  type Lookups,
  type SafekeyOrder,
} from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { EngravingField, EngravingSaved } from '../../../components/ui/engraving-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LockSetPreview } from '../../../components/padlock-preview/lock-set-preview.tsx';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveEngraving } from '../api/engraving-changes.ts';
import { differences, editableNodes, type EditableNode, type EngravingEdits } from '../engraving-form.ts';
import { EngravingDifferences } from './engraving-differences.tsx';

/** How the last update went: focus goes there once Send engraving update is disabled (issue 47). */
const RESULT_ID = 'engraving-update-result';

const KIND_WORDS = { grandMasterKey: 'Grand master key', masterKey: 'Master key', lockSet: 'Lock set' } as const;

/**
 * A line's accessible name with the node it is on (issue 47: eight 'Front line 1' on one page):
 * 'Lock set PRODUCTION LINE, front line 1', or 'LOCK SET 1, front line 1' when the name says the kind.
 */
function lineName(node: Pick<EditableNode['node'], 'kind' | 'name'>, label: string): string {
  const kind = KIND_WORDS[node.kind];
  const title = node.name.toLowerCase().startsWith(kind.toLowerCase()) ? node.name : `${kind} ${node.name}`;
  return `${title}, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

interface NodeCardProps {
  editable: EditableNode;
  edits: EngravingEdits[string] | undefined;
  lookups: Lookups;
  onText: (nodeId: string, field: EngravingEditField, text: string) => void;
}

/** One key or lock set: its engraving lines as sent, editable, and the padlock as it will look. */
const NodeCard = memo(function NodeCard({ editable, edits, lookups, onText }: NodeCardProps) {
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
        {node.name}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {KIND_WORDS[node.kind]}
        </Typography>
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
              name={lineName(node, label)}
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
  if (isApiError(error, 409))
    return (
      <Alert severity="warning">
        {error.problem?.detail ?? error.message} Reload the page to see the system as it is now.
      </Alert>
    );
  const errors = isApiError(error, 400) ? fieldErrorsOf(error.problem?.errors) : [];
  return (
    <Alert severity="error">
      <AlertTitle>The engraving was not changed</AlertTitle>
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
  const system = order.orderLockSystems[0]!;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const nodes = useMemo(() => editableNodes(lockSystemTreeSchema.parse(system), lookups), [system, lookups]);
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

  if (nodes.length === 0)
    return (
      <Alert severity="info">
        Nothing in this order is engraved. Engraving that was not ordered cannot be added after submission: it changes
        the price, so it needs a new order.
      </Alert>
    );
  return (
    <EngravingSaved value={generation}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          Change the text engraved on the locks and keys of this order. Letters are engraved in capitals; allowed:{' '}
          {ENGRAVING_ALLOWED_DESCRIPTION}. The change is sent to SAP as an update of the order.
        </Typography>
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
            {save.error ? (
              <SaveError error={save.error} />
            ) : (
              <Alert severity="success">The engraving was changed; the update is on its way to SAP (see below).</Alert>
            )}
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
            Send engraving update
          </Button>
          <Button disabled={changes.length === 0 || save.isPending} onClick={startAfresh}>
            Undo changes
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirming}
          title="Send the engraving update to SAP?"
          confirmLabel="Send engraving update"
          onConfirm={() => {
            setConfirming(false);
            save.mutate(undefined, { onSettled: () => focusWhenLost(RESULT_ID, { from: sendButton.current }) });
          }}
          onCancel={() => setConfirming(false)}
        >
          {changes.length === 1 ? 'One engraving line changes' : `${changes.length} engraving lines change`} on order{' '}
          {order.sapOrderNumber ?? order.orderSystemName}. The order in SAP is updated with the new engraving; the
          change is recorded under your name. The price does not change.
        </ConfirmDialog>
      </Stack>
    </EngravingSaved>
  );
}
