import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS, type Color, type LockSystemTree } from '@keyplan/domain';
import { KeyCountField } from './key-count-field.tsx';
import type { LocatedNode } from './locate-node.ts';
import type { NodeAction } from './node-action.ts';
import { detailFacts } from './node-detail-facts.tsx';
import { NodeFacts } from './node-facts.tsx';
import { nodeActions } from './node-menu.tsx';
import { useNodePrices } from './use-node-prices.ts';

const KINDS = {
  grandMasterKey: { label: 'Grand master key', Icon: KeyIcon },
  masterKey: { label: 'Master key', Icon: VpnKeyIcon },
  lockSet: { label: 'Lock set', Icon: LockIcon },
} as const;

/**
 * The keys a key node cuts in this order. A reorder's stand-in for an installed key cuts its spare
 * keys only: the installed system's count is not this order's (issue 42).
 */
function keyCountFacts(node: { numberOfKeys: number; addToSystem: boolean; additionalKeys: number }) {
  return node.addToSystem
    ? [
        { label: 'Spare keys', value: node.additionalKeys.toLocaleString('en-US') },
        { label: 'Key code', value: 'The installed key’s' },
      ]
    : [{ label: 'Number of keys', value: String(node.numberOfKeys) }];
}

interface NodeDetailProps {
  tree: LockSystemTree;
  node: LocatedNode;
  colors: ReadonlyMap<string, Color>;
  editable: boolean;
  onAction: (action: NodeAction, id: string) => void;
}

/** The selected node: what it holds and costs, its key count (key nodes), and its actions. */
export function NodeDetail({ tree, node, colors, editable, onAction }: NodeDetailProps) {
  const prices = useNodePrices();
  const { label, Icon } = KINDS[node.kind];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="node-detail-heading" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon aria-hidden color={node.kind === 'grandMasterKey' ? 'secondary' : 'primary'} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {label}
            </Typography>
            <Typography component="h2" variant="h6" id="node-detail-heading" sx={{ overflowWrap: 'anywhere' }}>
              {node.name}
            </Typography>
          </Box>
        </Box>
        {node.kind !== 'lockSet' && editable ? (
          <KeyCountField
            key={node.id}
            nodeId={node.id}
            label="Number of keys"
            value={node.node.numberOfKeys}
            limit={node.kind === 'grandMasterKey' ? LIMITS.grandMasterKeyNumberOfKeys : LIMITS.masterKeyNumberOfKeys}
            hint={
              node.kind === 'grandMasterKey'
                ? '0 means no grand master key is cut'
                : `From ${LIMITS.masterKeyNumberOfKeys.min} to ${LIMITS.masterKeyNumberOfKeys.max}`
            }
          />
        ) : null}
        <NodeFacts
          facts={[
            ...(node.kind !== 'lockSet' && !editable ? keyCountFacts(node.node) : []),
            ...detailFacts(tree, node, colors, prices),
          ]}
        />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {editable ? (
            nodeActions(tree, node).map((item, index) => (
              <Button
                key={item.label}
                size="small"
                variant={index === 0 ? 'contained' : 'outlined'}
                color={item.action === 'delete' ? 'error' : 'primary'}
                startIcon={item.icon}
                disabled={item.disabled}
                onClick={() => onAction(item.action, item.target)}
              >
                {item.label}
              </Button>
            ))
          ) : node.kind === 'lockSet' ? (
            <Button
              size="small"
              variant="contained"
              startIcon={<VisibilityIcon />}
              onClick={() => onAction('edit', node.id)}
            >
              View lock set
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
