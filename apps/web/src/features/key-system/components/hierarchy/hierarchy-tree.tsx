import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Color, LockSystemTree } from '@keyplan/domain';
import { useCallback, useMemo, useState } from 'react';
import { HELP_CLEARANCE } from '../../../../components/ui/help-clearance.ts';
import { useViewportFitHeight } from '../../../../lib/use-viewport-fit-height.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { GroupRow } from './group-row.tsx';
import { KeyNodeRow } from './key-node-row.tsx';
import { LockSetRow } from './lock-set-row.tsx';
import type { TreeHandlers } from './node-action.ts';
import { describeFigures, masterKeyFigures, sumFigures, systemFigures } from './node-figures.ts';
import { NodeMenu, type MenuTarget } from './node-menu.tsx';
import { ROW_HEIGHT } from './row-frame.tsx';
import { flattenTree } from './tree-rows.ts';
import { useNodePrices } from './use-node-prices.ts';
import { VirtualRows } from './virtual-rows.tsx';

/** The list's least height: five rows. */
const MIN_LIST_HEIGHT = 320;

/**
 * The list's height: to the bottom of the screen it opens on, so that scrolled to its end it shows
 * its last group whole; on phones, where the help button floats over it, to just above that.
 */
function useListHeight() {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return useViewportFitHeight(phone ? HELP_CLEARANCE.xs : 16, MIN_LIST_HEIGHT);
}

export interface HierarchyTreeProps {
  tree: LockSystemTree;
  colors: ReadonlyMap<string, Color>;
  editable: boolean;
  selectedId: string;
  revealSeq: number;
  collapsed: ReadonlySet<string>;
  handlers: TreeHandlers;
}

/**
 * GRAND MASTER KEY → master keys → lock sets, and the lock sets without a master key, as one
 * virtualized list: each row shows its name, locks and keys, and live price.
 */
export function HierarchyTree({
  tree,
  colors,
  editable,
  selectedId,
  revealSeq,
  collapsed,
  handlers,
}: HierarchyTreeProps) {
  const t = useText(keySystemText);
  const prices = useNodePrices();
  const rows = useMemo(() => flattenTree(tree, collapsed), [tree, collapsed]);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const openMenu = useCallback((anchor: HTMLElement, id: string) => setMenu({ anchor, id }), []);
  const { onSelect, onToggle, onAction } = handlers;
  const { ref: listRef, height: listHeight } = useListHeight();

  const renderRow = (index: number, start: number, tabStop: boolean) => {
    const row = rows[index]!;
    const placement = { index, start, setSize: rows.length, depth: row.depth, tabStop } as const;
    const selected = row.id === selectedId;
    switch (row.kind) {
      case 'grandMasterKey':
        return (
          <KeyNodeRow
            key={row.id}
            {...placement}
            kind="grandMasterKey"
            id={row.id}
            name={row.node.keyName}
            figures={describeFigures(systemFigures(tree), true, t)}
            price={prices.format(prices.system)}
            selected={selected}
            editable={editable}
            onSelect={onSelect}
            onToggle={onToggle}
            onMenu={openMenu}
          />
        );
      case 'masterKey':
        return (
          <KeyNodeRow
            key={row.id}
            {...placement}
            kind="masterKey"
            id={row.id}
            name={row.node.keyName}
            figures={describeFigures(masterKeyFigures(row.node), true, t)}
            price={prices.format(prices.masterKey(row.node))}
            expanded={row.expanded}
            selected={selected}
            editable={editable}
            onSelect={onSelect}
            onToggle={onToggle}
            onMenu={openMenu}
          />
        );
      case 'group':
        return (
          <GroupRow
            key={row.id}
            {...placement}
            figures={describeFigures(sumFigures(row.lockSets), true, t)}
            expanded={row.expanded}
            onToggle={onToggle}
          />
        );
      case 'lockSet': {
        const color = colors.get(row.node.colorID);
        return (
          <LockSetRow
            key={row.id}
            {...placement}
            lockSet={row.node}
            price={prices.format(prices.lockSet(row.id))}
            colorHex={color?.hex ?? null}
            colorName={color?.name ?? null}
            selected={selected}
            editable={editable}
            onSelect={onSelect}
            onAction={onAction}
            onMenu={openMenu}
          />
        );
      }
    }
  };

  return (
    <>
      <Box ref={listRef}>
        <VirtualRows
          count={rows.length}
          rowHeight={ROW_HEIGHT}
          getKey={(index) => rows[index]!.id}
          renderRow={renderRow}
          label={t('hierarchy.list')}
          scrollTarget={rows.findIndex((row) => row.id === selectedId)}
          scrollSeq={revealSeq}
          sx={{ height: listHeight ?? { xs: '60vh', md: 'min(70vh, 720px)' }, minHeight: MIN_LIST_HEIGHT }}
        />
      </Box>
      <NodeMenu tree={tree} target={menu} onClose={() => setMenu(null)} onAction={onAction} />
    </>
  );
}
