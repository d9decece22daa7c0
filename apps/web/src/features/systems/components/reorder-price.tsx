import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReorderRequestInput } from '@keyplan/domain';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useReorderPrice } from '../api/price-reorder.ts';
import { reorderPriceFacts } from './reorder-price-facts.ts';
import { readableProblems } from './reorder-problems.ts';
import type { RequestPlace } from './reorder-request.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { ruleWords } from '../rule-words.ts';
import { systemsText } from '../systems-text.ts';

/**
 * The running price of a reorder while it is built (issue 26): the server prices what the form
 * describes exactly as creating the reorder will, so the total here is the order's.
 */
export function ReorderPrice({
  lockSystemId,
  request,
  places,
  ordersSomething,
  missing,
}: {
  lockSystemId: string;
  request: ReorderRequestInput;
  /** Where each part of the request is on the form, to say the server's problems in its words. */
  places: ReadonlyMap<string, RequestPlace>;
  ordersSomething: boolean;
  /** What the domain's rules still refuse, in the form's words: the server is asked only once there is none. */
  missing: readonly string[];
}) {
  const t = useText(systemsText);
  const format = useFormat();
  const price = useReorderPrice(lockSystemId, request, ordersSomething && missing.length === 0);
  let body;
  if (!ordersSomething) body = <Typography color="text.secondary">{t('price.nothing')}</Typography>;
  else if (missing.length > 0)
    body = (
      <Alert severity="info" role="status">
        {t('price.stillToDo')}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {missing.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
      </Alert>
    );
  else if (price.error) {
    const problems =
      isApiError(price.error, 400) || isApiError(price.error, 422)
        ? readableProblems(price.error.problem?.errors, places, t)
        : [];
    body = (
      <Alert severity="warning" role="status">
        {t('price.refused', { problems: problems.length > 0 ? problems.join('; ') : price.error.message })}
      </Alert>
    );
  } else if (!price.data) body = <Typography color="text.secondary">{t('price.pricing')}</Typography>;
  else if (!price.data.priced)
    body = (
      <Alert severity="warning" role="status">
        {t('price.notPriced', { reason: price.data.reason })}
      </Alert>
    );
  else
    body = (
      <>
        {price.data.warnings?.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
            {ruleWords(warning, t)}
          </Alert>
        ))}
        <FactList facts={reorderPriceFacts(price.data.lines, price.data.currency, t, format.locale)} />
        <Typography component="p" variant="h6" sx={{ mt: 1 }} aria-live="polite">
          {t('price.total', { total: format.money(price.data.lines.totalPrice, price.data.currency) })}
        </Typography>
      </>
    );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="reorder-price-heading"
      aria-busy={price.isFetching}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="reorder-price-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('price.heading')}
      </Typography>
      {body}
    </Paper>
  );
}
