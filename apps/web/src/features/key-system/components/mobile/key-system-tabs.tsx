import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import type { TreeHandlers } from '../hierarchy/node-action.ts';

/** The phone's views (SPEC §2 "Mobile views are named Hierarchy, Sets, Detail and Summary"). */
export const MOBILE_VIEWS = [
  { id: 'hierarchy', label: 'mobile.hierarchy' },
  { id: 'sets', label: 'mobile.sets' },
  { id: 'detail', label: 'mobile.detail' },
  { id: 'summary', label: 'mobile.summary' },
] as const;

export type MobileView = (typeof MOBILE_VIEWS)[number]['id'];

interface KeySystemTabsProps {
  handlers: TreeHandlers;
  /** The content of each view, given the handlers to use in it (selecting a node opens Detail). */
  render: (view: MobileView, handlers: TreeHandlers) => ReactNode;
}

/** Below md the editor shows one view at a time under tabs; picking a node shows its detail. */
export function KeySystemTabs({ handlers, render }: KeySystemTabsProps) {
  const t = useText(keySystemText);
  const [view, setView] = useState<MobileView>('hierarchy');
  const { onSelect } = handlers;
  const selectAndShow = useCallback(
    (id: string) => {
      onSelect(id);
      setView('detail');
    },
    [onSelect],
  );
  const phoneHandlers = useMemo(() => ({ ...handlers, onSelect: selectAndShow }), [handlers, selectAndShow]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={view}
        onChange={(_event, next: MobileView) => setView(next)}
        variant="fullWidth"
        aria-label={t('mobile.views')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {MOBILE_VIEWS.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={t(item.label)}
            id={`key-system-tab-${item.id}`}
            aria-controls={`key-system-tabpanel-${item.id}`}
            sx={{ minWidth: 0, px: 0.5, textTransform: 'none', fontSize: '0.9375rem' }}
          />
        ))}
      </Tabs>
      {MOBILE_VIEWS.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`key-system-tabpanel-${item.id}`}
          aria-labelledby={`key-system-tab-${item.id}`}
          hidden={item.id !== view}
        >
          {item.id === view ? render(item.id, phoneHandlers) : null}
        </div>
      ))}
    </Box>
  );
}
