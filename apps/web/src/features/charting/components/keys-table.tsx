import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyChart } from '@keyplan/domain';
import { LabelledCell, ScrollTable } from './scroll-table.tsx';

const NOT_CHARTED = '—';

/** The grand master key and the master keys: symbol, blind code, keys cut and (admins) bitting. */
export function KeysTable({ chart, showBittings }: { chart: KeyChart; showBittings: boolean }) {
  const { grandMasterKey } = chart;
  const rows = [
    { id: grandMasterKey.grandMasterKeyID, level: 'Grand master', key: grandMasterKey },
    ...chart.masterKeys.map((masterKey) => ({ id: masterKey.masterKeyID, level: 'Master', key: masterKey })),
  ];
  return (
    <ScrollTable label="Grand master and master keys">
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell>Level</TableCell>
          <TableCell>Key symbol</TableCell>
          <TableCell>Blind code</TableCell>
          <TableCell align="right">Keys</TableCell>
          {showBittings ? <TableCell>Bitting</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ id, level, key }) => (
          <TableRow key={id}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {key.name}
            </TableCell>
            <LabelledCell label="Level">{level}</LabelledCell>
            <LabelledCell label="Key symbol">{key.keySymbol}</LabelledCell>
            <LabelledCell label="Blind code" sx={{ fontFamily: 'monospace' }}>
              {key.blindCode ?? NOT_CHARTED}
            </LabelledCell>
            <LabelledCell label="Keys" align="right">
              {key.numberOfKeys}
            </LabelledCell>
            {showBittings ? (
              <LabelledCell label="Bitting" sx={{ fontFamily: 'monospace' }}>
                {key.bitting ?? NOT_CHARTED}
              </LabelledCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
