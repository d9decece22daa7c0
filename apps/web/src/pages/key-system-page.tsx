import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Lookups, TreeIssue } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { EditorStates } from '../features/key-system/components/editor-states.tsx';
import { HierarchyPanel } from '../features/key-system/components/hierarchy/hierarchy-panel.tsx';
import { locateNode } from '../features/key-system/components/hierarchy/locate-node.ts';
import { NodeDetail } from '../features/key-system/components/hierarchy/node-detail.tsx';
import { NodeDialogs } from '../features/key-system/components/hierarchy/node-dialogs.tsx';
import { useHierarchyState } from '../features/key-system/components/hierarchy/use-hierarchy-state.ts';
import { useNodeActions } from '../features/key-system/components/hierarchy/use-node-actions.ts';
import { focusNodeRowSoon } from '../features/key-system/components/hierarchy/virtual-rows.tsx';
import { LockSetList } from '../features/key-system/components/mobile/lock-set-list.tsx';
import { KeySystemTabs } from '../features/key-system/components/mobile/key-system-tabs.tsx';
import { SaveBar } from '../features/key-system/components/save-bar.tsx';
import { SummaryPanel } from '../features/key-system/components/summary/summary-panel.tsx';
import type { Draft } from '../features/key-system/editor/draft-store.ts';
import { useKeySystemEditor } from '../features/key-system/hooks/use-key-system-editor.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { keySystemText } from '../features/key-system/key-system-text.ts';
import { useText } from '../i18n/use-text.ts';
import { libText } from '../lib/lib-text.ts';
import { systemTitleParts } from '../lib/system-display.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSession } from '../stores/session-store.ts';

/** The node whose row takes focus on arrival (navigation state `focusNodeId`), if any. */
function focusNodeIdOf(state: unknown): string | null {
  const id = typeof state === 'object' && state !== null ? (state as { focusNodeId?: unknown }).focusNodeId : null;
  return typeof id === 'string' ? id : null;
}

interface WorkspaceProps {
  draft: Draft;
  lookups: Lookups;
  editable: boolean;
  issues: TreeIssue[];
}

/**
 * The hierarchy, the selected node and the summary: side by side on a desktop (lg+), hierarchy
 * and detail over the summary on a tablet (md–lg), one view at a time under tabs on a phone.
 */
function KeySystemWorkspace({ draft, lookups, editable, issues }: WorkspaceProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const state = useHierarchyState();
  const { select, toggle, expand } = state;
  // Back from a lock set's screen: that lock set is selected and its row has focus (issue 30).
  const location = useLocation();
  const [returnedFrom] = useState(() => focusNodeIdOf(location.state));
  useEffect(() => {
    if (!returnedFrom) return;
    select(returnedFrom);
    focusNodeRowSoon(returnedFrom);
  }, [returnedFrom, select]);
  const { handleAction, dialog, closeDialog } = useNodeActions({ lookups, select, expand });
  const handlers = useMemo(
    () => ({ onSelect: select, onToggle: toggle, onAction: handleAction }),
    [select, toggle, handleAction],
  );
  const colors = useMemo(() => new Map(lookups.colors.map((color) => [color.id, color])), [lookups.colors]);
  const { tree } = draft;
  const rootId = tree.grandMasterKey.grandMasterKeyID;
  const node = locateNode(tree, state.selectedId ?? rootId) ?? locateNode(tree, rootId)!;
  const shared = { tree, colors, editable };
  const hierarchy = (panelHandlers = handlers) => (
    <HierarchyPanel
      {...shared}
      selectedId={node.id}
      revealSeq={state.revealSeq}
      collapsed={state.collapsed}
      handlers={panelHandlers}
    />
  );
  const detail = <NodeDetail {...shared} node={node} onAction={handleAction} />;
  const summary = (onSelect = select) => <SummaryPanel tree={tree} issues={issues} onSelect={onSelect} />;

  return (
    <>
      {phone ? (
        <KeySystemTabs
          handlers={handlers}
          render={(view, phoneHandlers) =>
            ({
              hierarchy: hierarchy(phoneHandlers),
              sets: <LockSetList {...shared} selectedId={node.id} handlers={phoneHandlers} />,
              detail,
              summary: summary(phoneHandlers.onSelect),
            })[view]
          }
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              md: 'minmax(0, 7fr) minmax(0, 5fr)',
              lg: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)',
            },
          }}
        >
          {hierarchy()}
          {detail}
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, minWidth: 0 }}>{summary()}</Box>
        </Box>
      )}
      <NodeDialogs request={dialog} tree={tree} onClose={closeDialog} select={select} expand={expand} />
    </>
  );
}

/**
 * What the screen is about: the system's name, that it is a reorder and of what, its SAP reference
 * (unless its name says it), and the customer of the session.
 */
function SystemLine() {
  const words = useText(libText);
  const { customer, orderID } = useSession();
  const client = useApiClient();
  // The editor loads the order; this only reads it from the cache.
  const order = useQuery({ ...orderQueryOptions(client, orderID ?? ''), enabled: false }).data;
  const parts = [
    ...(order && order.orderID === orderID ? systemTitleParts(order, words) : []),
    ...(customer ? [`${customer.name} (${customer.ccid})`] : []),
  ];
  if (parts.length === 0) return null;
  return <Typography color="text.secondary">{parts.join(' · ')}</Typography>;
}

/**
 * /key-system (DESIGN §2 flow 2): the lock order tree of the open system — grand master key,
 * master keys and lock sets — with live prices, validation and Save.
 */
export function KeySystemPage() {
  const t = useText(keySystemText);
  const title = t('page.title');
  useDocumentTitle(title);
  const editor = useKeySystemEditor();
  const { draft } = editor;
  const lookups = editor.lookups.lookups;
  const ready = !editor.noSystem && !editor.loadError && !editor.lookups.failed && draft !== null && lookups !== null;

  return (
    <Stack component="section" spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <SystemLine />
      </Box>
      <EditorStates editor={editor} />
      {ready ? (
        <>
          <SaveBar editor={editor} />
          <KeySystemWorkspace draft={draft} lookups={lookups} editable={editor.editable} issues={editor.issues} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.systemAddOrEdit.getHref()} startIcon={<EditNoteIcon />}>
              {t('page.editHeader')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.chartingFile.getHref()}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
            >
              {t('page.chartingFile')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.submitSystem.getHref()}
              variant="outlined"
              endIcon={<ArrowForwardIcon />}
            >
              {t('page.reviewAndSubmit')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

export default KeySystemPage;
