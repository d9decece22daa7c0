import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useText } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';
import { AdminAudit } from './admin-audit.tsx';
import { useIssuerAccounts } from '../api/list-issuer-accounts.ts';
import { FeatureFlagsAdmin } from './feature-flags-admin.tsx';
import { IssuerAccountsAdmin } from './issuer-accounts-admin.tsx';
import { KeyCodeRegistryAdmin } from './key-code-registry-admin.tsx';
import { LookupListsAdmin } from './lookup-lists-admin.tsx';
import { PriceBooksAdmin } from './price-books-admin.tsx';

export interface AdminSection {
  id: string;
  label: string;
  content: ReactNode;
}

/** A section before its label is put in words: the label is its message key. */
type Section = Omit<AdminSection, 'label'> & {
  label: 'accounts' | 'audit' | 'priceBooks' | 'lookups' | 'featureFlags' | 'keyCodes';
};
const ACCOUNTS: Section = { id: 'accounts', label: 'accounts', content: <IssuerAccountsAdmin /> };
const AUDIT: Section = { id: 'audit', label: 'audit', content: <AdminAudit /> };
const SECTIONS: Section[] = [
  { id: 'price-books', label: 'priceBooks', content: <PriceBooksAdmin /> },
  { id: 'lookups', label: 'lookups', content: <LookupListsAdmin /> },
  { id: 'feature-flags', label: 'featureFlags', content: <FeatureFlagsAdmin /> },
  { id: 'key-codes', label: 'keyCodes', content: <KeyCodeRegistryAdmin /> },
];

/**
 * The sections this deployment has: Accounts only with the embedded issuer (issue 43). An external
 * issuer's list answers 404 (data null) and the section is absent, with no error. It appears once
 * the list has loaded, or with its own error and Retry when loading failed otherwise, and stays
 * while the list loads again (a retry empties the query's state).
 */
function useAdminSections(): AdminSection[] {
  const t = useText(adminText);
  const accounts = useIssuerAccounts();
  const known = accounts.data === null ? false : accounts.isError || Array.isArray(accounts.data) ? true : undefined;
  const [withAccounts, setWithAccounts] = useState(false);
  if (known !== undefined && known !== withAccounts) setWithAccounts(known);
  const sections = withAccounts ? [...SECTIONS, ACCOUNTS, AUDIT] : [...SECTIONS, AUDIT];
  return sections.map((section) => ({ ...section, label: t(`sections.${section.label}`) }));
}

/** The admin area's sections as tabs (scrollable on a phone). */
export function AdminArea() {
  return <AdminTabs sections={useAdminSections()} />;
}

/** Sections as tabs; a section once opened stays mounted. */
export function AdminTabs({ sections }: { sections: AdminSection[] }) {
  const t = useText(adminText);
  const [current, setCurrent] = useState(sections[0]!.id);
  // A section once opened stays mounted (hidden), so switching tabs keeps its edits and choices.
  const [visited, setVisited] = useState(() => new Set([sections[0]!.id]));
  const section = sections.find((entry) => entry.id === current) ?? sections[0]!;
  const handleChange = (id: string) => {
    setCurrent(id);
    setVisited((before) => new Set(before).add(id));
  };
  return (
    <Box>
      <Tabs
        value={section.id}
        onChange={(_event, id: string) => handleChange(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('sections.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {sections.map((entry) => (
          <Tab
            key={entry.id}
            value={entry.id}
            label={entry.label}
            id={`admin-tab-${entry.id}`}
            aria-controls={`admin-panel-${entry.id}`}
          />
        ))}
      </Tabs>
      {sections
        .filter((entry) => visited.has(entry.id))
        .map((entry) => (
          <Box
            key={entry.id}
            role="tabpanel"
            hidden={entry.id !== section.id}
            id={`admin-panel-${entry.id}`}
            aria-labelledby={`admin-tab-${entry.id}`}
          >
            {entry.content}
          </Box>
        ))}
    </Box>
  );
}
