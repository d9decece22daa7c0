import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminAudit } from './admin-audit.tsx';
import { FeatureFlagsAdmin } from './feature-flags-admin.tsx';
import { KeyCodeRegistryAdmin } from './key-code-registry-admin.tsx';
import { LookupListsAdmin } from './lookup-lists-admin.tsx';
import { PriceBooksAdmin } from './price-books-admin.tsx';

export interface AdminSection {
  id: string;
  label: string;
  content: ReactNode;
}

const SECTIONS: AdminSection[] = [
  { id: 'price-books', label: 'Price books', content: <PriceBooksAdmin /> },
  { id: 'lookups', label: 'Lookup lists', content: <LookupListsAdmin /> },
  { id: 'feature-flags', label: 'Feature flags', content: <FeatureFlagsAdmin /> },
  { id: 'key-codes', label: 'Key codes', content: <KeyCodeRegistryAdmin /> },
  { id: 'audit', label: 'Audit', content: <AdminAudit /> },
];

/** The admin area's sections as tabs (scrollable on a phone). */
export function AdminArea({ sections = SECTIONS }: { sections?: AdminSection[] }) {
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
        aria-label="Admin sections"
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
