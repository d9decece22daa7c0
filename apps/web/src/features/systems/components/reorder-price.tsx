import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, type PricedLines, type ReorderRequestInput } from '@keyplan/domain';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useReorderPrice } from '../api/price-reorder.ts';
import { readableProblems } from './reorder-problems.ts';
import type { RequestPlace } from './reorder-request.ts';

/** The lines a person checks a total by: locks, keys with them, the keys above them and cut to codes, discount. */
function factsOf(lines: PricedLines, currency: string) {
  const money = (amount: number) => formatMoney(amount, currency);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const keyLine = (kind: PricedLines['keyLines'][number]['kind']) =>
    lines.keyLines.filter((line) => line.kind === kind);
  const keyFacts = (
    [
      ['grandMasterKey', 'Grand master keys'],
      ['masterKey', 'Master keys'],
      ['changeKey', 'Keys cut to existing codes'],
    ] as const
  ).flatMap(([kind, label]) => {
    const entries = keyLine(kind);
    if (entries.length === 0) return [];
    const quantity = sum(entries.map((line) => line.quantity));
    return [{ label: `${label} (${quantity})`, value: money(sum(entries.map((line) => line.amount))) }];
  });
  const locks = sum(lines.lockSets.map((line) => line.locks));
  const lockKeys = sum(lines.lockSets.map((line) => line.keyCount));
  return [
    ...(locks > 0
      ? [{ label: `Locks (${locks})`, value: money(sum(lines.lockSets.map((line) => line.locksAmount))) }]
      : []),
    ...(lockKeys > 0
      ? [{ label: `Keys with the locks (${lockKeys})`, value: money(sum(lines.lockSets.map((line) => line.keys))) }]
      : []),
    ...keyFacts,
    ...(lines.discountPercent > 0
      ? [{ label: 'Quantity discount', value: `${lines.discountPercent}% (in the lock prices)` }]
      : []),
  ];
}

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
  const price = useReorderPrice(lockSystemId, request, ordersSomething && missing.length === 0);
  let body;
  if (!ordersSomething)
    body = (
      <Typography color="text.secondary">
        Nothing ordered yet: add locks, a lock set or keys and the price follows.
      </Typography>
    );
  else if (missing.length > 0)
    body = (
      <Alert severity="info" role="status">
        The price shows once the reorder can be made. Still to do:
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
        ? readableProblems(price.error.problem?.errors, places)
        : [];
    body = (
      <Alert severity="warning" role="status">
        The price shows once the reorder can be made: {problems.length > 0 ? problems.join('; ') : price.error.message}
      </Alert>
    );
  } else if (!price.data) body = <Typography color="text.secondary">Pricing…</Typography>;
  else if (!price.data.priced)
    body = (
      <Alert severity="warning" role="status">
        Not priced: {price.data.reason}
      </Alert>
    );
  else
    body = (
      <>
        {price.data.warnings?.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
            {warning}
          </Alert>
        ))}
        <FactList facts={factsOf(price.data.lines, price.data.currency)} />
        <Typography component="p" variant="h6" sx={{ mt: 1 }} aria-live="polite">
          Total: {formatMoney(price.data.lines.totalPrice, price.data.currency)}
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
        Price of this reorder
      </Typography>
      {body}
    </Paper>
  );
}
