import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { IssuerAccountSummary } from '@keyplan/domain';
import { actionsFor, whoIs, type IssuerAccountAction } from './issuer-account-actions.ts';
import { formatWhen } from './format.ts';

export interface IssuerAccountListProps {
  accounts: IssuerAccountSummary[];
  onAction: (account: IssuerAccountSummary, action: IssuerAccountAction) => void;
}

/** Locked out (until when), second factor, password to change: chips that say it in words. */
function AccountState({ account }: { account: IssuerAccountSummary }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {account.lockedOut ? (
        <Chip size="small" color="error" label={`Locked out until ${formatWhen(account.lockedUntil)}`} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label="Can sign in" />
      )}
      <Chip size="small" variant="outlined" label={account.mfaRequired ? 'Second factor required' : 'Password only'} />
      {account.passwordExpired && <Chip size="small" color="warning" label="Must change password" />}
    </Stack>
  );
}

function AccountActions({
  account,
  onAction,
}: {
  account: IssuerAccountSummary;
  onAction: IssuerAccountListProps['onAction'];
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actionsFor(account).map((action) => (
        <Button
          key={action.change.kind}
          size="small"
          variant={action.change.kind === 'unlock' ? 'contained' : 'outlined'}
          aria-label={`${action.label}: ${whoIs(account)}`}
          onClick={() => onAction(account, action)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}

const rolesOf = (account: IssuerAccountSummary) =>
  account.roles.map((role) => role.replace(/^keyplan-/, '')).join(', ') || 'no role';

/** Wide screens: one row per account, its state and what an admin can do. */
export function IssuerAccountTable({ accounts, onAction }: IssuerAccountListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Accounts">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Password changed</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.accountId}>
              <TableCell>
                <Typography variant="body2">{account.name || '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {account.login}
                </Typography>
              </TableCell>
              <TableCell>{rolesOf(account)}</TableCell>
              <TableCell>
                <AccountState account={account} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(account.passwordChanged)}</TableCell>
              <TableCell sx={{ maxWidth: 420 }}>
                <AccountActions account={account} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card-like item per account, its actions below its state. */
export function IssuerAccountCards({ accounts, onAction }: IssuerAccountListProps) {
  return (
    <List aria-label="Accounts" disablePadding>
      {accounts.map((account) => (
        <ListItem
          key={account.accountId}
          divider
          disableGutters
          aria-label={whoIs(account)}
          sx={{ display: 'block', py: 1.5 }}
        >
          <Typography variant="subtitle1" component="h4">
            {whoIs(account)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {account.login} · {rolesOf(account)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Password changed {formatWhen(account.passwordChanged)}
          </Typography>
          <AccountState account={account} />
          <Stack sx={{ mt: 1.5 }}>
            <AccountActions account={account} onAction={onAction} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
