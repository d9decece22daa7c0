import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '../app/paths.ts';
import { useUnsavedChanges } from '../features/unsaved-changes/unsaved-changes-context.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

/**
 * /system-add-or-edit placeholder. Until the system editor arrives, its one field exercises the
 * unsaved-changes guard end to end: typing flags unsaved changes, and leaving asks first.
 * Nothing is saved anywhere.
 */
export function SystemAddOrEditPage() {
  const { setUnsavedChanges } = useUnsavedChanges();
  const [systemName, setSystemName] = useState('');

  // Leaving by any accepted way ends the edit; the flag must not outlive the screen.
  useEffect(() => () => setUnsavedChanges(false), [setUnsavedChanges]);

  return (
    <PlaceholderPage title="Add or Edit System">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          label="System name"
          value={systemName}
          onChange={(event) => {
            setSystemName(event.target.value);
            setUnsavedChanges(true);
          }}
        />
        <Button component={RouterLink} to={paths.customerSearch.getHref()} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Back to Customer Search
        </Button>
      </Stack>
    </PlaceholderPage>
  );
}

export default SystemAddOrEditPage;
