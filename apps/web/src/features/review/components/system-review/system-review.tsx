import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ORDER_TYPE,
  keysCutOf,
  orderTypeName,
  type Lookups,
  type SafekeyOrder,
  type SystemPrice,
} from '@keyplan/domain';
import type { ReactNode } from 'react';
import { FactList } from '../../../../components/ui/fact-list.tsx';
import { useReviewWords, type ReviewWords } from '../../review-text.ts';
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
function listed(items: readonly string[], { t }: ReviewWords): string {
  if (items.length <= 1) return items.join('');
  return t('list.and', { items: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** The keys a key of the hierarchy cuts: '2 keys', or 'installed key · 1 spare key' for a reorder's stand-in. */
function keysCut(node: ReviewSystem['masterKeys'][number] | ReviewSystem['grandMasterKey'], { t }: ReviewWords) {
  const keys = keysCutOf(node);
  return node.addToSystem ? t('keys.installedSpare', { keys }) : t('keys.count', { keys });
}

/**
 * 'GRAND MASTER KEY · 2 keys': the keys this order cuts. A reorder's stand-in for the installed
 * grand master key cuts spare keys only, and says so (issue 42), as /key-system does.
 */
function keyLine(node: ReviewSystem['grandMasterKey'], words: ReviewWords) {
  const engraved = node.engravedKey && node.keyText ? [words.t('keys.engraved', { text: node.keyText })] : [];
  return [node.keyName, keysCut(node, words), ...engraved].join(' · ');
}

/** What identifies the system outside Keyplan: its SAP order and line, quote number or design id. */
function reference(order: SafekeyOrder, { t }: ReviewWords): string | null {
  if (order.orderType === ORDER_TYPE.Design)
    return order.designID === null ? null : t('reference.design', { id: order.designID });
  if (order.orderType === ORDER_TYPE.Quote)
    return order.quoteNumber ? t('reference.quote', { number: order.quoteNumber }) : null;
  if (!order.sapOrderNumber) return null;
  return order.sapLineNumber
    ? t('reference.sapLine', { order: order.sapOrderNumber, line: order.sapLineNumber })
    : `SAP ${order.sapOrderNumber}`;
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
  const words = useReviewWords();
  const { t, format } = words;
  const keysAdded = keysAddedBy(system, words);
  const systemName = (name: string) => (name.trim() === '' ? t('unnamedSystem') : name);
  const systemType = system.isAddToSystem ? 'Reorder' : orderTypeName(order.orderType);
  const referenceText = reference(order, words);
  const percent = new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 });
  const total = order.totalPrice ?? (price?.priced ? price.totalPrice : null);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper component="section" variant="outlined" aria-labelledby="review-system-heading" sx={{ p: 2, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="review-system-heading" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {systemName(order.orderSystemName)}
          </Typography>
          {status}
        </Stack>
        <FactList
          facts={[
            ...(customer ? [{ label: t('fact.customer'), value: customer }] : []),
            { label: t('fact.type'), value: t('systemType', { type: systemType }) },
            ...(system.addsTo
              ? [
                  {
                    label: t('fact.addsTo'),
                    value: system.addsTo.sapOrderNumber
                      ? t('addsTo.withSapOrder', {
                          name: systemName(system.addsTo.name),
                          number: system.addsTo.sapOrderNumber,
                        })
                      : systemName(system.addsTo.name),
                  },
                ]
              : []),
            ...(referenceText ? [{ label: t('fact.reference'), value: referenceText }] : []),
            ...(order.quoteNumberForTransfer
              ? [{ label: t('fact.fromQuote'), value: order.quoteNumberForTransfer }]
              : []),
            { label: t('fact.poNumber'), value: order.orderPONumber || '—' },
            { label: t('fact.currency'), value: order.currency },
            ...(forCustomer
              ? []
              : [
                  {
                    label: t('fact.salesArea'),
                    value: salesArea ? `${salesArea.name} (${salesArea.id})` : order.salesArea,
                  },
                  {
                    label: t('fact.keyCodeBucket'),
                    value: bucket ? `${bucket.id} – ${bucket.name}` : system.systemBucketType,
                  },
                ]),
          ]}
        />
      </Paper>

      <Box component="section" aria-labelledby="review-hierarchy-heading" sx={{ minWidth: 0 }}>
        <Typography id="review-hierarchy-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('hierarchy.heading')}
        </Typography>
        <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{keyLine(gmk, words)}</Typography>
        <Stack spacing={1}>
          {system.masterKeys.map((masterKey) => {
            const counts = masterKeyCounts(masterKey);
            return (
              <KeyGroup
                key={masterKey.masterKeyID}
                title={masterKey.keyName}
                summary={[
                  `${keysCut(masterKey, words)}${masterKey.engravedKey && masterKey.keyText ? ` ${t('keys.engraved', { text: masterKey.keyText })}` : ''}`,
                  t('count.lockSets', { count: counts.lockSets }),
                  t('count.locks', { count: counts.locks }),
                ].join(' · ')}
                lockSets={masterKey.lockSets}
                {...groupProps}
              />
            );
          })}
          {system.noKeyLockSets.length > 0 && (
            <KeyGroup
              title={t('hierarchy.withoutMasterKey')}
              summary={t('hierarchy.lockSetsUnder', { count: system.noKeyLockSets.length, name: gmk.keyName })}
              lockSets={system.noKeyLockSets}
              {...groupProps}
            />
          )}
          {lockSetCount === 0 && system.isAddToSystem && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {keysAdded.length > 0
                ? t('hierarchy.keysOnlyCutting', { keys: listed(keysAdded, words) })
                : t('hierarchy.keysOnly')}
            </Typography>
          )}
          {lockSetCount === 0 && !system.isAddToSystem && (
            <Typography color="text.secondary">{t('hierarchy.noLockSets')}</Typography>
          )}
          {system.changeKeyOrders.length > 0 && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('hierarchy.existingCodes', {
                keys: system.changeKeyOrders.map((order) => `${order.keySymbol} × ${order.quantity}`).join(', '),
              })}
            </Typography>
          )}
        </Stack>
      </Box>

      <Paper component="section" variant="outlined" aria-labelledby="review-totals-heading" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="review-totals-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('totals.heading')}
        </Typography>
        <FactList
          facts={[
            { label: t('totals.lockSets'), value: format.number(lockSetCount) },
            { label: t('totals.locks'), value: format.number(totalLocks) },
            ...(price?.priced
              ? [
                  { label: t('totals.discount'), value: percent.format(price.discountPercent / 100) },
                  { label: t('totals.masterKeys'), value: format.money(price.masterKeys, currency) },
                  {
                    label: t(gmk.addToSystem ? 'totals.spareGrandMasterKeys' : 'totals.grandMasterKey'),
                    value: format.money(price.grandMasterKey, currency),
                  },
                  ...(price.changeKeyOrders > 0
                    ? [{ label: t('totals.existingCodes'), value: format.money(price.changeKeyOrders, currency) }]
                    : []),
                ]
              : []),
          ]}
        />
        {system.priceKept === false && (
          // Decision 0050: submitted before Keyplan kept the lines sent to SAP, and not found again.
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('totals.priceNotKept')}
          </Alert>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Typography component="p" variant="h6" aria-live="polite">
          {t('totals.total', { total: total === null ? t('notPriced') : format.money(total, currency) })}
        </Typography>
      </Paper>
    </Stack>
  );
}
