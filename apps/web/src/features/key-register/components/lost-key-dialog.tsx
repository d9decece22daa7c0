import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@keyplan/domain';
import { formatChangedAt } from '../../../lib/system-display.ts';
import { useChooseRemedy, useKeyExposure } from '../api/lost-key.ts';
import { ExposurePlan } from './exposure-plan.tsx';
import { problemText } from './key-action-dialog.tsx';

const REMEDY_LABELS = { replaceLocks: 'Replace the locks', newMasterKeyBranch: 'New master key branch' } as const;

/**
 * A key's exposure (every lock it opens, by simulation of the pinning) and the remedies a
 * locksmith would propose, priced; the chosen one becomes a reorder of the installed system.
 */
export function LostKeyDialog({
  lockSystemId,
  keySymbol,
  ccid,
  onClose,
}: {
  lockSystemId: string;
  keySymbol: string;
  ccid: string;
  onClose: () => void;
}) {
  const exposure = useKeyExposure(lockSystemId, keySymbol);
  const choose = useChooseRemedy(lockSystemId, keySymbol, ccid);
  const [po, setPo] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="lost-key-title" fullWidth maxWidth="md">
      {/* The lock set table keeps its columns on a phone: 'By chance' is the one that gives. */}
      <DialogTitle id="lost-key-title">What {keySymbol} opens</DialogTitle>
      <DialogContent>
        {exposure.isPending ? <CircularProgress aria-label="Simulating every lock" /> : null}
        {exposure.isError ? (
          <Alert severity="error">The exposure could not be computed. {exposure.error.message}</Alert>
        ) : null}
        {exposure.isSuccess ? (
          <Stack spacing={2}>
            <Typography variant="h6" component="p">
              {exposure.data.summary}
            </Typography>
            <Table size="small" aria-label={`Lock sets ${keySymbol} opens`}>
              <TableHead>
                <TableRow>
                  <TableCell>Lock set</TableCell>
                  <TableCell align="right">Locks it opens</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    By chance
                  </TableCell>
                  <TableCell>Replaced</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {exposure.data.lockSets.map((set) => (
                  <TableRow key={`${set.lockSystemID}-${set.lockSetName}`}>
                    <TableCell component="th" scope="row" sx={{ minWidth: 110, overflowWrap: 'break-word' }}>
                      {set.lockSystemID === lockSystemId
                        ? set.lockSetName
                        : `${set.lockSetName} (${set.lockSystemName})`}
                    </TableCell>
                    <TableCell align="right">{set.locks}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {set.incidentalLocks}
                    </TableCell>
                    <TableCell>{set.replaced ? 'Yes' : 'No'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ExposurePlan keySymbol={keySymbol} plan={exposure.data.plan} />
            {exposure.data.chosen.map((chosen) => (
              <Alert key={chosen.orderID} severity="success">
                {chosen.delivered
                  ? `${REMEDY_LABELS[chosen.remedy]}: delivered (SAP order ${chosen.sapOrderNumber ?? '—'}). The locks ${keySymbol} opened in this system are replaced.`
                  : `${REMEDY_LABELS[chosen.remedy]} chosen by ${chosen.chosenBy}, ${formatChangedAt(chosen.chosenAt)}: its reorder is ${chosen.statusLabel}${chosen.sapOrderNumber ? ` (SAP order ${chosen.sapOrderNumber})` : ", in the customer's systems, to review and submit to SAP"}.`}
              </Alert>
            ))}
            {exposure.data.noRemedy ? <Alert severity="warning">{exposure.data.noRemedy}</Alert> : null}
            {/* One remedy per lost key: once chosen, its reorder is what follows (unless it was canceled). */}
            {exposure.data.remedies.length > 0 &&
            exposure.data.chosen.every((chosen) => chosen.statusLabel === 'Canceled') ? (
              <>
                <Typography variant="subtitle1" component="h3">
                  Remedies
                </Typography>
                {exposure.data.lostCopies === 0 ? (
                  <Alert severity="info">Report a copy of {keySymbol} lost to choose a remedy.</Alert>
                ) : (
                  <TextField
                    label="PO number for the reorder (optional)"
                    value={po}
                    onChange={(event) => setPo(event.target.value)}
                    slotProps={{ htmlInput: { maxLength: 35 } }}
                    sx={{ maxWidth: 360 }}
                  />
                )}
                {exposure.data.remedies.map((remedy) => (
                  <Card key={remedy.kind} variant="outlined" component="section" aria-label={remedy.title}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
                        {remedy.title}
                      </Typography>
                      <Typography variant="body2">{remedy.description}</Typography>
                      <Typography variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
                        {remedy.total === null ? 'Not priced' : formatMoney(remedy.total, remedy.currency)}
                      </Typography>
                    </CardContent>
                    {exposure.data.lostCopies > 0 ? (
                      <CardActions>
                        <Button
                          variant="contained"
                          loading={choose.isPending}
                          onClick={() => choose.mutate({ remedy: remedy.kind, orderPONumber: po })}
                        >
                          Create reorder: {REMEDY_LABELS[remedy.kind].toLowerCase()}
                        </Button>
                      </CardActions>
                    ) : null}
                  </Card>
                ))}
              </>
            ) : null}
            {choose.isError ? <Alert severity="error">{problemText(choose.error)}</Alert> : null}
            {choose.isSuccess ? (
              <Alert severity="success" role="status">
                {`Reorder created: ${choose.data.orderSystemName}. Open it from the customer's systems to review and submit it to SAP.`}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
