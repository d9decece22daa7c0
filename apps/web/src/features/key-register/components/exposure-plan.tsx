import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockIcon from '@mui/icons-material/Lock';
import type { PlanBranch } from '@keyplan/domain';

const opensText = (set: PlanBranch['lockSets'][number]) =>
  set.opened === 0
    ? `${set.locks} ${set.locks === 1 ? 'lock' : 'locks'}, not opened`
    : `opens ${set.opened} of ${set.locks} ${set.locks === 1 ? 'lock' : 'locks'}${set.replaced ? ' (replaced)' : ''}`;

/**
 * The plan of the system, master key by master key, with the lock sets the key opens marked: a
 * coloured outline and an open padlock, and the words "opens 4 of 4 locks", so colour is never the
 * only sign (issue 28).
 */
export function ExposurePlan({
  keySymbol,
  plan,
  systemName,
}: {
  keySymbol: string;
  plan: PlanBranch[];
  /** Another installed system's name, when the plan is of that system (the key's own otherwise). */
  systemName?: string;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component={systemName ? 'h4' : 'h3'}>
        {systemName ? `Plan of ${systemName}` : 'Plan of the system'}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 1 }}
        role="note"
        aria-label="Legend of the plan"
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LockOpenIcon fontSize="small" color="error" aria-hidden />
          <Typography variant="body2">{keySymbol} opens locks of this lock set</Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LockIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{keySymbol} opens none of its locks</Typography>
        </Stack>
      </Stack>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={`Plan${systemName ? ` of ${systemName}` : ''}: where ${keySymbol} opens`}
      >
        {plan.map((branch) => (
          <Box component="li" key={branch.masterKeyName ?? '(grand master key)'} sx={{ mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {branch.masterKeyName
                ? `${branch.masterKeyName}${branch.keySymbol ? ` (${branch.keySymbol})` : ''}`
                : 'Directly under the grand master key'}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', pl: 2, m: 0 }}>
              {branch.lockSets.map((set) => (
                <Box
                  component="li"
                  key={set.lockSetName}
                  data-opened={set.opened > 0 ? 'true' : 'false'}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    mt: 0.5,
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    border: 2,
                    borderStyle: set.opened > 0 ? 'solid' : 'dashed',
                    borderColor: set.opened > 0 ? 'error.main' : 'divider',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {set.opened > 0 ? (
                    <LockOpenIcon fontSize="small" color="error" aria-hidden />
                  ) : (
                    <LockIcon fontSize="small" aria-hidden />
                  )}
                  <Typography variant="body2">
                    <strong>{set.lockSetName}</strong> ({set.keyOption === 'KA' ? 'keyed alike' : 'keyed different'}):{' '}
                    {opensText(set)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
