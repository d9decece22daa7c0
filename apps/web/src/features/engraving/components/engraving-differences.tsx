import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EngravingDifference } from '../engraving-form.ts';

/** Shown text: an empty line says so instead of showing nothing. */
export const shownText = (text: string) => (text === '' ? '(empty)' : text);

/** The difference against what was sent to SAP: each changed line, before and after. */
export function EngravingDifferences({ changes }: { changes: readonly EngravingDifference[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="engraving-differences" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="engraving-differences" component="h2" variant="h6" sx={{ mb: 1 }}>
        Changes against what was sent
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">No engraving changed yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Where</TableCell>
                <TableCell>Sent</TableCell>
                <TableCell>New</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={`${change.nodeId}-${change.field}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {change.nodeName} · {change.label}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', textDecoration: 'line-through' }}>
                    {shownText(change.before)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{shownText(change.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
