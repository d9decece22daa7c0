import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyChart } from '@keyplan/domain';
import { LabelledCell, ScrollTable } from './scroll-table.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';

const NOT_CHARTED = '—';

/** The grand master key and the master keys: symbol, blind code, keys cut and (admins) bitting. */
export function KeysTable({ chart, showBittings }: { chart: KeyChart; showBittings: boolean }) {
  const t = useText(chartingText);
  const { grandMasterKey } = chart;
  const rows = [
    { id: grandMasterKey.grandMasterKeyID, level: t('keys.grandMaster'), key: grandMasterKey },
    ...chart.masterKeys.map((masterKey) => ({ id: masterKey.masterKeyID, level: t('keys.master'), key: masterKey })),
  ];
  return (
    <ScrollTable label={t('keys.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('column.key')}</TableCell>
          <TableCell>{t('column.level')}</TableCell>
          <TableCell>{t('column.keySymbol')}</TableCell>
          <TableCell>{t('column.blindCode')}</TableCell>
          <TableCell align="right">{t('column.keys')}</TableCell>
          {showBittings ? <TableCell>{t('column.bitting')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ id, level, key }) => (
          <TableRow key={id}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {key.name}
            </TableCell>
            <LabelledCell label={t('column.level')}>{level}</LabelledCell>
            <LabelledCell label={t('column.keySymbol')}>{key.keySymbol}</LabelledCell>
            <LabelledCell label={t('column.blindCode')} sx={{ fontFamily: 'monospace' }}>
              {key.blindCode ?? NOT_CHARTED}
            </LabelledCell>
            <LabelledCell label={t('column.keys')} align="right">
              {key.numberOfKeys}
            </LabelledCell>
            {showBittings ? (
              <LabelledCell label={t('column.bitting')} sx={{ fontFamily: 'monospace' }}>
                {key.bitting ?? NOT_CHARTED}
              </LabelledCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
