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
import { useFormat } from '../../../../i18n/use-format.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';
import { KeyCountField } from './key-count-field.tsx';
import type { LocatedNode } from './locate-node.ts';
import type { NodeAction } from './node-action.ts';
import { detailFacts } from './node-detail-facts.tsx';
import { NodeFacts } from './node-facts.tsx';
import { nodeActions } from './node-menu.tsx';
import { useNodePrices } from './use-node-prices.ts';

const KINDS = {
  grandMasterKey: { label: 'kind.grandMasterKey', Icon: KeyIcon },
  masterKey: { label: 'kind.masterKey', Icon: VpnKeyIcon },
  lockSet: { label: 'kind.lockSet', Icon: LockIcon },
} as const;

/**
 * The keys a key node cuts in this order. A reorder's stand-in for an installed key cuts its spare
 * keys only: the installed system's count is not this order's (issue 42).
 */
function keyCountFacts(
  node: { numberOfKeys: number; addToSystem: boolean; additionalKeys: number },
  t: KeySystemTranslate,
  number: (value: number) => string,
) {
  return node.addToSystem
    ? [
        { label: t('detail.spareKeys'), value: number(node.additionalKeys) },
        { label: t('detail.keyCode'), value: t('detail.installedKeys') },
      ]
    : [{ label: t('detail.numberOfKeys'), value: String(node.numberOfKeys) }];
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
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const { number } = useFormat();
  const prices = useNodePrices();
  const { label, Icon } = KINDS[node.kind];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="node-detail-heading" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon aria-hidden color={node.kind === 'grandMasterKey' ? 'secondary' : 'primary'} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {t(label)}
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
            label={t('detail.numberOfKeys')}
            value={node.node.numberOfKeys}
            limit={node.kind === 'grandMasterKey' ? LIMITS.grandMasterKeyNumberOfKeys : LIMITS.masterKeyNumberOfKeys}
            hint={
              node.kind === 'grandMasterKey'
                ? t('detail.noGrandMasterKeyCut')
                : t('detail.keyRange', LIMITS.masterKeyNumberOfKeys)
            }
          />
        ) : null}
        <NodeFacts
          facts={[
            ...(node.kind !== 'lockSet' && !editable ? keyCountFacts(node.node, t, number) : []),
            ...detailFacts(tree, node, colors, prices, { t, rules, number }),
          ]}
        />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {editable ? (
            nodeActions(tree, node, t).map((item, index) => (
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
              {t('detail.viewLockSet')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
