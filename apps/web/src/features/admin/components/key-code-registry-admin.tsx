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
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminLookup } from '../api/get-admin-lookup.ts';
import { useBucketCapacity } from '../api/get-bucket-capacity.ts';
import { useKeyCodeSearch } from '../api/search-key-codes.ts';
import { formatWhen } from './format.ts';

function BucketCapacityRow({ bucketType, name, retired }: { bucketType: string; name: string; retired: boolean }) {
  const capacity = useBucketCapacity(bucketType);
  const cell = (value: number | undefined) =>
    capacity.isError ? '—' : value === undefined ? '…' : value.toLocaleString();
  return (
    <TableRow>
      <TableCell>
        {name}
        {retired ? ' (retired)' : ''}
        {capacity.isError && (
          <Typography variant="body2" color="error">
            Could not be counted
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{cell(capacity.data?.issuedCodes)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.reservedBlocks)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.reservedBittings)}</TableCell>
      <TableCell align="right">{cell(capacity.data?.left)}</TableCell>
      <TableCell align="right">
        {capacity.data ? `${capacity.data.cells.free} of ${capacity.data.cells.total}` : cell(undefined)}
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
  // Retired buckets too: their issued codes and blocks stay in the registry.
  const buckets = useAdminLookup('keycodebuckettype');
  const [text, setText] = useState('');
  const blindCode = useDebouncedValue(text.trim().toUpperCase(), 300);
  const search = useKeyCodeSearch(blindCode);
  return (
    <Stack spacing={3}>
      <section aria-label="Buckets">
        <Typography component="h3" variant="h6">
          Buckets
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Key code buckets">
            <TableHead>
              <TableRow>
                <TableCell>Bucket</TableCell>
                <TableCell align="right">Issued</TableCell>
                <TableCell align="right">Reserved blocks</TableCell>
                <TableCell align="right">Unheld in blocks</TableCell>
                <TableCell align="right">Left</TableCell>
                <TableCell align="right">Free key cells</TableCell>
                <TableCell align="right">Fit: 10 × 100</TableCell>
                <TableCell align="right">Fit: 50 × 200</TableCell>
                <TableCell align="right">Fit: 1,000 keyed different</TableCell>
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
        {buckets.isError && <Alert severity="error">The key code buckets could not be loaded.</Alert>}
        <Stack spacing={1} sx={{ mt: 1 }}>
          {buckets.data?.items.map((bucket) => (
            <BucketWarning key={bucket.id} bucketType={bucket.id} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Reserved blocks are the depths each chamber of a master-keyed lock accepts. Unheld in blocks: bittings inside
          those blocks that no key holds; they would open a master-keyed lock, so they are never issued. Left: bittings
          neither issued nor inside a block. Each master-keyed system is charted in a key cell of its own, and
          keyed-different codes fill cells of their own; Fit: how many more systems of that shape (master keys × locks
          under each) the free cells hold.
        </Typography>
      </section>
      <section aria-label="Find a blind code">
        <Typography component="h3" variant="h6">
          Find a blind code
        </Typography>
        <TextField
          size="small"
          label="Blind code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="At least 2 characters, e.g. K7Q"
          slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters' } }}
          sx={{ mt: 1, width: { xs: '100%', sm: 240 } }}
        />
        {search.isError && <Alert severity="error">The search failed: {search.error.message}</Alert>}
        {search.data && search.data.length === 0 && <Alert severity="info">No key code starts with {blindCode}.</Alert>}
        {search.data && search.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Key codes found">
              <TableHead>
                <TableRow>
                  <TableCell>Blind code</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell>System</TableCell>
                  <TableCell>Key</TableCell>
                  <TableCell>Issued</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {search.data.map((code) => (
                  <TableRow key={code.blindCode}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{code.blindCode}</TableCell>
                    <TableCell>
                      {code.customerName ?? '—'} ({code.ccid})
                    </TableCell>
                    <TableCell>
                      {code.orderSystemName ?? '—'}
                      {code.sapOrderNumber ? ` · SAP ${code.sapOrderNumber}` : ''}
                    </TableCell>
                    <TableCell>
                      {code.keySymbol ?? '—'} ({code.nodeKind}, {code.bucketType})
                    </TableCell>
                    <TableCell>
                      {formatWhen(code.issuedAt)} by {code.issuedBy}
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
