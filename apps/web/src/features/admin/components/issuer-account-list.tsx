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
import { useFormat } from '../../../i18n/use-format.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { adminText, type AdminTextKey } from '../admin-text.ts';
import { actionsFor, whoIs, type IssuerAccountAction } from './issuer-account-actions.ts';
import { formatWhen } from './format.ts';

export interface IssuerAccountListProps {
  accounts: IssuerAccountSummary[];
  onAction: (account: IssuerAccountSummary, action: IssuerAccountAction) => void;
}

/** Locked out (until when), second factor, password to change: chips that say it in words. */
function AccountState({ account }: { account: IssuerAccountSummary }) {
  const t = useText(adminText);
  const { locale } = useFormat();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {account.lockedOut ? (
        <Chip
          size="small"
          color="error"
          label={t('accounts.lockedOutUntil', { when: formatWhen(account.lockedUntil, locale) })}
        />
      ) : (
        <Chip size="small" color="success" variant="outlined" label={t('accounts.canSignIn')} />
      )}
      <Chip
        size="small"
        variant="outlined"
        label={account.mfaRequired ? t('accounts.mfaRequired') : t('accounts.passwordOnly')}
      />
      {account.passwordExpired && <Chip size="small" color="warning" label={t('accounts.mustChangePassword')} />}
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
  const t = useText(adminText);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actionsFor(account).map((action) => (
        <Button
          key={action.change.kind}
          size="small"
          variant={action.change.kind === 'unlock' ? 'contained' : 'outlined'}
          aria-label={t('accounts.actionFor', { action: action.label, who: whoIs(account) })}
          onClick={() => onAction(account, action)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}

/** What a cell shows for no name. */
const NONE = '—';

const rolesOf = (account: IssuerAccountSummary, t: Translate<AdminTextKey>) =>
  account.roles.map((role) => t('accounts.role', { role: role.replace(/^keyplan-/, '') })).join(', ') ||
  t('accounts.noRole');

/** Wide screens: one row per account, its state and what an admin can do. */
export function IssuerAccountTable({ accounts, onAction }: IssuerAccountListProps) {
  const t = useText(adminText);
  const { locale } = useFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('accounts.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accounts.person')}</TableCell>
            <TableCell>{t('accounts.roles')}</TableCell>
            <TableCell>{t('accounts.state')}</TableCell>
            <TableCell>{t('accounts.passwordChanged')}</TableCell>
            <TableCell>{t('accounts.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.accountId}>
              <TableCell>
                <Typography variant="body2">{account.name || NONE}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {account.login}
                </Typography>
              </TableCell>
              <TableCell>{rolesOf(account, t)}</TableCell>
              <TableCell>
                <AccountState account={account} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(account.passwordChanged, locale)}</TableCell>
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
  const t = useText(adminText);
  const { locale } = useFormat();
  return (
    <List aria-label={t('accounts.table')} disablePadding>
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
            {t('accounts.loginAndRoles', { login: account.login, roles: rolesOf(account, t) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('accounts.passwordChangedOn', { when: formatWhen(account.passwordChanged, locale) })}
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
