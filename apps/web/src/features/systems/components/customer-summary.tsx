import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths.ts';
import type { SessionState } from '../../../stores/session-store.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import { CustomerLanguage } from './customer-language.tsx';

/** The customer the systems belong to, their language, and a way to pick another. */
export function CustomerSummary({ customer }: { customer: NonNullable<SessionState['customer']> }) {
  const t = useText(systemsText);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="system-start-customer" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
            {t('customer.overline')}
          </Typography>
          <Typography id="system-start-customer" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {customer.name}
          </Typography>
          <Typography color="text.secondary">
            {t('customer.ids', { ccid: customer.ccid, salesArea: customer.salesArea })}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <CustomerLanguage ccid={customer.ccid} name={customer.name} />
          </Box>
        </div>
        <Button
          component={RouterLink}
          to={paths.customerSearch.getHref()}
          variant="text"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('customer.change')}
        </Button>
      </Stack>
    </Paper>
  );
}
