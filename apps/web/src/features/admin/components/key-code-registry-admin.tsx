import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { adminText } from '../admin-text.ts';
import { useAdminLookup } from '../api/get-admin-lookup.ts';
import { useBucketCapacity } from '../api/get-bucket-capacity.ts';
import { useKeyCodeSearch } from '../api/search-key-codes.ts';
import { formatWhen } from './format.ts';

/** What a cell shows for no value. */
const NONE = '—';

function BucketCapacityRow({ bucketType, name, retired }: { bucketType: string; name: string; retired: boolean }) {
  const t = useText(adminText);
  const format = useFormat();
  const capacity = useBucketCapacity(bucketType);
  const cell = (value: number | undefined) =>
    capacity.isError ? NONE : value === undefined ? '…' : format.number(value);
  return (
    <TableRow>
      <TableCell>
        {t('lookups.itemLabel', { name, retired: retired ? 'yes' : 'no' })}
        {capacity.isError && (
          <Typography variant="body2" color="error">
            {t('codes.notCounted')}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{cell(capacity.data?.issuedCodes)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.reservedBlocks)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.reservedBittings)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.left)}</TableCell>
      <TableCell align="right">
        {capacity.data
          ? t('codes.freeOf', { free: capacity.data.cells.free, total: capacity.data.cells.total })
          : cell(undefined)}
      </TableCell>
      {[0, 1, 2].map((index) => (
        <TableCell key={index} align="right">
          {cell(capacity.data?.systemsThatFit[index]?.fit)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The warning of each bucket that is nearly full (decision 0059). */
function BucketWarning({ bucketType }: { bucketType: string }) {
  const warning = useBucketCapacity(bucketType).data?.warning;
  return warning ? <Alert severity="warning">{warning}</Alert> : null;
}

/**
 * The key code registry (issue 17): per bucket, codes issued, blocks reserved and what is left;
 * a search by blind code that says to whom, which system and when. Bittings are never shown.
 */
export function KeyCodeRegistryAdmin() {
  const t = useText(adminText);
  const { locale } = useFormat();
  // Retired buckets too: their issued codes and blocks stay in the registry.
  const buckets = useAdminLookup('keycodebuckettype');
  const [text, setText] = useState('');
  const blindCode = useDebouncedValue(text.trim().toUpperCase(), 300);
  const search = useKeyCodeSearch(blindCode);
  return (
    <Stack spacing={3}>
      <section aria-label={t('codes.buckets')}>
        <Typography component="h3" variant="h6">
          {t('codes.buckets')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('codes.bucketsTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('codes.bucket')}</TableCell>
                <TableCell align="right">{t('codes.issued')}</TableCell>
                <TableCell align="right">{t('codes.reservedBlocks')}</TableCell>
                <TableCell align="right">{t('codes.unheld')}</TableCell>
                <TableCell align="right">{t('codes.left')}</TableCell>
                <TableCell align="right">{t('codes.freeCells')}</TableCell>
                <TableCell align="right">{t('codes.fitMaster', { masterKeys: 10, locks: 100 })}</TableCell>
                <TableCell align="right">{t('codes.fitMaster', { masterKeys: 50, locks: 200 })}</TableCell>
                <TableCell align="right">{t('codes.fitKeyedDifferent', { locks: 1000 })}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {buckets.data?.items.map((bucket) => (
                <BucketCapacityRow
                  key={bucket.id}
                  bucketType={bucket.id}
                  name={String(bucket.item.name ?? bucket.id)}
                  retired={bucket.retired}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {buckets.isError && <Alert severity="error">{t('codes.bucketsFailed')}</Alert>}
        <Stack spacing={1} sx={{ mt: 1 }}>
          {buckets.data?.items.map((bucket) => (
            <BucketWarning key={bucket.id} bucketType={bucket.id} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('codes.explain')}
        </Typography>
      </section>
      <section aria-label={t('codes.find')}>
        <Typography component="h3" variant="h6">
          {t('codes.find')}
        </Typography>
        <TextField
          size="small"
          label={t('codes.blindCode')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('codes.blindCodeHelp')}
          slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters' } }}
          sx={{ mt: 1, width: { xs: '100%', sm: 240 } }}
        />
        {search.isError && <Alert severity="error">{t('codes.searchFailed', { message: search.error.message })}</Alert>}
        {search.data && search.data.length === 0 && (
          <Alert severity="info">{t('codes.noneFound', { code: blindCode })}</Alert>
        )}
        {search.data && search.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('codes.found')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('codes.blindCode')}</TableCell>
                  <TableCell>{t('codes.customer')}</TableCell>
                  <TableCell>{t('codes.system')}</TableCell>
                  <TableCell>{t('codes.key')}</TableCell>
                  <TableCell>{t('codes.issued')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {search.data.map((code) => (
                  <TableRow key={code.blindCode}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{code.blindCode}</TableCell>
                    <TableCell>
                      {t('codes.customerCell', { name: code.customerName ?? NONE, ccid: code.ccid })}
                    </TableCell>
                    <TableCell>
                      {code.sapOrderNumber
                        ? t('codes.systemWithSap', {
                            system: code.orderSystemName ?? NONE,
                            sapOrder: code.sapOrderNumber,
                          })
                        : (code.orderSystemName ?? NONE)}
                    </TableCell>
                    <TableCell>
                      {t('codes.keyCell', {
                        symbol: code.keySymbol ?? NONE,
                        kind: code.nodeKind,
                        bucket: code.bucketType,
                      })}
                    </TableCell>
                    <TableCell>
                      {t('codes.issuedBy', { when: formatWhen(code.issuedAt, locale), who: code.issuedBy })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>
    </Stack>
  );
}
