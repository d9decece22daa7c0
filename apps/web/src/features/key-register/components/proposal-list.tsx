import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '../../../lib/toast.ts';
import { useDecideProposal, useProposals } from '../api/key-register-proposals.ts';
import { problemText } from './key-action-dialog.tsx';
import { useKeyRegisterWords } from '../key-register-text.ts';
import { changedAt } from './history-lines.ts';
import { proposalLine } from './register-words.ts';

/**
 * Changes the customer proposed through their review, waiting for the rep: accept records them,
 * decline not. On System Start under the register, and in the Customer's answer on Submit System.
 */
export function ProposalList({
  lockSystemId,
  heading = 'h5',
}: {
  lockSystemId: string;
  /** Its heading's level: under System Start's register (h4), or the Customer's answer (h3) on Submit System. */
  heading?: 'h4' | 'h5';
}) {
  const words = useKeyRegisterWords();
  const { t } = words;
  const proposals = useProposals(lockSystemId);
  const decide = useDecideProposal(lockSystemId);
  const pending = proposals.data?.filter((proposal) => proposal.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <Alert severity="info" component="section" aria-label={t('decide.heading')}>
      <Typography variant="subtitle2" component={heading}>
        {t('decide.heading')}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {pending.map((proposal) => {
          const text = proposalLine(proposal, words);
          return (
            <Stack
              component="li"
              key={proposal.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {[
                  proposal.change.note ? t('decide.withNote', { proposal: text, note: proposal.change.note }) : text,
                  '—',
                  `${proposal.proposedBy},`,
                  changedAt(proposal.proposedAt, words),
                ].join(' ')}
              </Typography>
              <Stack direction="row" spacing={1}>
                {(['accept', 'decline'] as const).map((decision) => (
                  <Button
                    key={decision}
                    size="small"
                    variant={decision === 'accept' ? 'contained' : 'outlined'}
                    aria-label={t(decision === 'accept' ? 'decide.acceptLabel' : 'decide.declineLabel', {
                      proposal: text,
                    })}
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { id: proposal.id, decision },
                        {
                          onSuccess: () =>
                            toast.success(
                              t(decision === 'accept' ? 'decide.accepted' : 'decide.declined', { proposal: text }),
                            ),
                          onError: (error) => toast.error(t('decide.failed', { reason: problemText(error) })),
                        },
                      )
                    }
                  >
                    {t(decision === 'accept' ? 'decide.accept' : 'decide.decline')}
                  </Button>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
