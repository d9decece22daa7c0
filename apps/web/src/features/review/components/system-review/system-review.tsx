import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, keysCutOf, type Lookups, type SafekeyOrder, type SystemPrice, counted } from '@keyplan/domain';
import type { ReactNode } from 'react';
import { FactList } from '../../../../components/ui/fact-list.tsx';
import { systemDisplayName, systemReference, systemTotal, systemTypeLabel } from '../../../../lib/system-display.ts';
import { KeyGroup } from './key-group.tsx';
import { keysAddedBy, masterKeyCounts, type ReviewSystem } from './review-figures.ts';

/** Up to this many lock sets, every master key starts open; above it, all start collapsed. */
const OPEN_ALL_UP_TO = 8;

interface SystemReviewProps {
  order: SafekeyOrder;
  system: ReviewSystem;
  lookups: Lookups;
  /** The customer's name (and ccid for staff), when known. */
  customer: string | null;
  /**
   * Read by the customer (/submit-review): the facts are theirs — their name, not Keyplan's
   * internal codes (sales area, key code bucket).
   */
  forCustomer?: boolean;
  /** The live price from the price book (staff); null shows the stored prices only. */
  price: SystemPrice | null;
  /** Shown beside the heading, e.g. the status chip. */
  status?: ReactNode;
}

/** 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * 'GRAND MASTER KEY · 2 keys': the keys this order cuts. A reorder's stand-in for the installed
 * grand master key cuts spare keys only, and says so (issue 42), as /key-system does.
 */
function keyLine(node: ReviewSystem['grandMasterKey']) {
  const keys = keysCutOf(node);
  const count = node.addToSystem ? `installed key · ${counted(keys, 'spare key')}` : counted(keys, 'key');
  return `${node.keyName} · ${count}${node.engravedKey && node.keyText ? ` · engraved ${node.keyText}` : ''}`;
}

/**
 * A whole lock system read-only (/submit-system and /submit-review): the header facts, the
 * hierarchy grand master key → master keys → lock sets with quantities, materials, engraving and a
 * drawn padlock per lock set, and the prices with the total.
 */
export function SystemReview({
  order,
  system,
  lookups,
  customer,
  forCustomer = false,
  price,
  status,
}: SystemReviewProps) {
  const { currency } = order;
  const gmk = system.grandMasterKey;
  const lockSetCount =
    system.masterKeys.reduce((sum, masterKey) => sum + masterKey.lockSets.length, 0) + system.noKeyLockSets.length;
  const openAll = lockSetCount <= OPEN_ALL_UP_TO;
  const salesArea = lookups.salesareas.find((area) => area.id === order.salesArea);
  const bucket = lookups.keycodebuckettype.find((item) => item.id === system.systemBucketType);
  const totalLocks = price?.priced
    ? price.totalLocks
    : [...system.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...system.noKeyLockSets].reduce(
        (sum, lockSet) => sum + lockSet.numberOfLocks,
        0,
      );
  const groupProps = { lookups, price, currency, defaultExpanded: openAll };
  const keysAdded = keysAddedBy(system);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper component="section" variant="outlined" aria-labelledby="review-system-heading" sx={{ p: 2, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="review-system-heading" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {systemDisplayName(order.orderSystemName)}
          </Typography>
          {status}
        </Stack>
        <FactList
          facts={[
            ...(customer ? [{ label: 'Customer', value: customer }] : []),
            {
              label: 'Type',
              value: systemTypeLabel({ orderType: order.orderType, isAddToSystem: system.isAddToSystem }),
            },
            ...(system.addsTo
              ? [
                  {
                    label: 'Adds to',
                    value: `${systemDisplayName(system.addsTo.name)}${system.addsTo.sapOrderNumber ? ` (SAP order ${system.addsTo.sapOrderNumber})` : ''}`,
                  },
                ]
              : []),
            ...(systemReference(order) ? [{ label: 'Reference', value: systemReference(order)! }] : []),
            ...(order.quoteNumberForTransfer ? [{ label: 'From quote', value: order.quoteNumberForTransfer }] : []),
            { label: 'PO number', value: order.orderPONumber || '—' },
            { label: 'Currency', value: order.currency },
            ...(forCustomer
              ? []
              : [
                  {
                    label: 'Sales area',
                    value: salesArea ? `${salesArea.name} (${salesArea.id})` : order.salesArea,
                  },
                  {
                    label: 'Key code bucket',
                    value: bucket ? `${bucket.id} – ${bucket.name}` : system.systemBucketType,
                  },
                ]),
          ]}
        />
      </Paper>

      <Box component="section" aria-labelledby="review-hierarchy-heading" sx={{ minWidth: 0 }}>
        <Typography id="review-hierarchy-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Keys and lock sets
        </Typography>
        <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{keyLine(gmk)}</Typography>
        <Stack spacing={1}>
          {system.masterKeys.map((masterKey) => {
            const counts = masterKeyCounts(masterKey);
            return (
              <KeyGroup
                key={masterKey.masterKeyID}
                title={masterKey.keyName}
                summary={`${masterKey.addToSystem ? `installed key · ${counted(keysCutOf(masterKey), 'spare key')}` : counted(keysCutOf(masterKey), 'key')}${masterKey.engravedKey && masterKey.keyText ? ` engraved ${masterKey.keyText}` : ''} · ${counted(counts.lockSets, 'lock set')} · ${counted(counts.locks, 'lock')}`}
                lockSets={masterKey.lockSets}
                {...groupProps}
              />
            );
          })}
          {system.noKeyLockSets.length > 0 && (
            <KeyGroup
              title="Without a master key"
              summary={`${counted(system.noKeyLockSets.length, 'lock set')} under ${gmk.keyName}`}
              lockSets={system.noKeyLockSets}
              {...groupProps}
            />
          )}
          {lockSetCount === 0 && system.isAddToSystem && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              This reorder adds keys only; it has no lock sets.
              {keysAdded.length > 0 ? ` It cuts ${listed(keysAdded)}.` : ''}
            </Typography>
          )}
          {lockSetCount === 0 && !system.isAddToSystem && (
            <Typography color="text.secondary">This system has no lock sets yet.</Typography>
          )}
          {system.changeKeyOrders.length > 0 && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              Keys cut to existing codes:{' '}
              {system.changeKeyOrders.map((order) => `${order.keySymbol} × ${order.quantity}`).join(', ')}
            </Typography>
          )}
        </Stack>
      </Box>

      <Paper component="section" variant="outlined" aria-labelledby="review-totals-heading" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="review-totals-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Totals
        </Typography>
        <FactList
          facts={[
            { label: 'Lock sets', value: lockSetCount.toLocaleString('en-US') },
            { label: 'Locks', value: totalLocks.toLocaleString('en-US') },
            ...(price?.priced
              ? [
                  { label: 'Quantity discount', value: `${price.discountPercent}%` },
                  { label: 'Master keys', value: formatMoney(price.masterKeys, currency) },
                  {
                    label: gmk.addToSystem ? 'Spare grand master keys' : 'Grand master key',
                    value: formatMoney(price.grandMasterKey, currency),
                  },
                  ...(price.changeKeyOrders > 0
                    ? [{ label: 'Keys cut to existing codes', value: formatMoney(price.changeKeyOrders, currency) }]
                    : []),
                ]
              : []),
          ]}
        />
        {system.priceKept === false && (
          // Decision 0050: submitted before Keyplan kept the lines sent to SAP, and not found again.
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Submitted before Keyplan kept the prices sent to SAP: the prices above are from today&apos;s price book and
            may not add up to the total, which is what SAP was sent.
          </Alert>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Typography component="p" variant="h6" aria-live="polite">
          Total: {systemTotal(order.totalPrice ?? (price?.priced ? price.totalPrice : null), currency)}
        </Typography>
      </Paper>
    </Stack>
  );
}
