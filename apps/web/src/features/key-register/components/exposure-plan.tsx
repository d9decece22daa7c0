import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockIcon from '@mui/icons-material/Lock';
import type { PlanBranch } from '@keyplan/domain';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { keyRegisterText, type KeyRegisterKey } from '../key-register-text.ts';

const opensText = (set: PlanBranch['lockSets'][number], t: Translate<KeyRegisterKey>) =>
  set.opened === 0
    ? t('plan.notOpened', { locks: set.locks })
    : t(set.replaced ? 'plan.opensReplaced' : 'plan.opens', { opened: set.opened, locks: set.locks });

/** 'MASTER KEY 1 (AA)': a master key's name and symbol. */
const branchName = (branch: PlanBranch) =>
  branch.keySymbol ? `${branch.masterKeyName} (${branch.keySymbol})` : (branch.masterKeyName ?? '');

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
  const t = useText(keyRegisterText);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component={systemName ? 'h4' : 'h3'}>
        {systemName ? t('plan.of', { system: systemName }) : t('plan.ofTheSystem')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 1 }}
        role="note"
        aria-label={t('plan.legend')}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LockOpenIcon fontSize="small" color="error" aria-hidden />
          <Typography variant="body2">{t('plan.legendOpens', { key: keySymbol })}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LockIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{t('plan.legendOpensNone', { key: keySymbol })}</Typography>
        </Stack>
      </Stack>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={
          systemName
            ? t('plan.whereOpensIn', { system: systemName, key: keySymbol })
            : t('plan.whereOpens', { key: keySymbol })
        }
      >
        {plan.map((branch) => (
          <Box component="li" key={branch.masterKeyName ?? '(grand master key)'} sx={{ mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {branch.masterKeyName ? branchName(branch) : t('plan.underGrandMasterKey')}
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
                    {t.rich(set.keyOption === 'KA' ? 'plan.lockSetKeyedAlike' : 'plan.lockSetKeyedDifferent', {
                      name: set.lockSetName,
                      opens: opensText(set, t),
                      b: (chunks) => <strong>{chunks}</strong>,
                    })}
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
