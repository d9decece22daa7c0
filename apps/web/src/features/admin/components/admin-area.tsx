import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminAudit } from './admin-audit.tsx';
import { FeatureFlagsAdmin } from './feature-flags-admin.tsx';
import { KeyCodeRegistryAdmin } from './key-code-registry-admin.tsx';
import { PriceBooksAdmin } from './price-books-admin.tsx';

export interface AdminSection {
  id: string;
  label: string;
  content: ReactNode;
}

const SECTIONS: AdminSection[] = [
  { id: 'price-books', label: 'Price books', content: <PriceBooksAdmin /> },
  { id: 'feature-flags', label: 'Feature flags', content: <FeatureFlagsAdmin /> },
  { id: 'key-codes', label: 'Key codes', content: <KeyCodeRegistryAdmin /> },
  { id: 'audit', label: 'Audit', content: <AdminAudit /> },
];

/** The admin area's sections as tabs (scrollable on a phone). */
export function AdminArea({ sections = SECTIONS }: { sections?: AdminSection[] }) {
  const [current, setCurrent] = useState(sections[0]!.id);
  const section = sections.find((entry) => entry.id === current) ?? sections[0]!;
  return (
    <Box>
      <Tabs
        value={section.id}
        onChange={(_event, id: string) => setCurrent(id)}
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
      <Box role="tabpanel" id={`admin-panel-${section.id}`} aria-labelledby={`admin-tab-${section.id}`}>
        {section.content}
      </Box>
    </Box>
  );
}
