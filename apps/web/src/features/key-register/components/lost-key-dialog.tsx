import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { SafekeyOrder } from '@keyplan/domain';
import { paths } from '../../../config/paths.ts';
import { sessionFromOrder } from '../../../stores/session-from-order.ts';
import { readSession, resetSession } from '../../../stores/session-store.ts';
import { useChooseRemedy, useKeyExposure } from '../api/lost-key.ts';
import { ExposurePlan } from './exposure-plan.tsx';
import { problemText } from './key-action-dialog.tsx';
import { OtherSystemExposure } from './other-system-exposure.tsx';
import { ChosenRemedies, RemedyCards } from './remedy-cards.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';

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
  const t = useText(keyRegisterText);
  const exposure = useKeyExposure(lockSystemId, keySymbol);
  const choose = useChooseRemedy(lockSystemId, keySymbol, ccid);
  const [po, setPo] = useState('');
  const navigate = useNavigate();
  // The new reorder opened as System Start opens a system (its values in the session), on its review.
  const handleReviewReorder = (order: SafekeyOrder) => {
    const { customer } = readSession();
    resetSession(sessionFromOrder(order, customer?.ccid === order.ccid ? customer : null));
    void navigate(paths.submitSystem.getHref());
  };
  // One remedy per system a lost key opens locks in: once chosen, its reorder is what follows (unless canceled).
  const standing = (id: string) =>
    exposure.data?.chosen.some((chosen) => chosen.lockSystemID === id && chosen.statusLabel !== 'Canceled') ?? false;
  return (
    <Dialog open onClose={onClose} aria-labelledby="lost-key-title" fullWidth maxWidth="md">
      {/* The lock set table keeps its columns on a phone: 'By chance' is the one that gives. */}
      <DialogTitle id="lost-key-title">{t('lost.title', { key: keySymbol })}</DialogTitle>
      <DialogContent>
        {exposure.isPending ? <CircularProgress aria-label={t('lost.simulating')} /> : null}
        {exposure.isError ? (
          <Alert severity="error">{t('lost.failed', { reason: exposure.error.message })}</Alert>
        ) : null}
        {exposure.isSuccess ? (
          <Stack spacing={2}>
            <Typography variant="h6" component="p">
              {exposure.data.summary}
            </Typography>
            <Table size="small" aria-label={t('lost.lockSetsItOpens', { key: keySymbol })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('lost.lockSet')}</TableCell>
                  <TableCell align="right">{t('lost.locksItOpens')}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('lost.byChance')}
                  </TableCell>
                  <TableCell>{t('lost.replaced')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {exposure.data.lockSets.map((set) => (
                  <TableRow key={`${set.lockSystemID}-${set.lockSetName}`}>
                    <TableCell component="th" scope="row" sx={{ minWidth: 110, overflowWrap: 'break-word' }}>
                      {set.lockSystemID === lockSystemId
                        ? set.lockSetName
                        : [set.lockSetName, `(${set.lockSystemName})`].join(' ')}
                    </TableCell>
                    <TableCell align="right">{set.locks}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {set.incidentalLocks}
                    </TableCell>
                    <TableCell>{set.replaced ? t('yes') : t('no')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ExposurePlan keySymbol={keySymbol} plan={exposure.data.plan} />
            <ChosenRemedies
              chosen={exposure.data.chosen.filter((chosen) => chosen.lockSystemID === lockSystemId)}
              keySymbol={keySymbol}
            />
            {exposure.data.noRemedy ? <Alert severity="warning">{exposure.data.noRemedy}</Alert> : null}
            {/* The PO number is the reorder's, whichever system's locks it replaces. */}
            {exposure.data.lostCopies > 0 &&
            ((exposure.data.remedies.length > 0 && !standing(lockSystemId)) ||
              exposure.data.otherSystems.some(
                (other) => other.remedies.length > 0 && !standing(other.lockSystemID),
              )) ? (
              <TextField
                label={t('lost.poNumber')}
                value={po}
                onChange={(event) => setPo(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 35 } }}
                sx={{ maxWidth: 360 }}
              />
            ) : null}
            {exposure.data.remedies.length > 0 && !standing(lockSystemId) ? (
              <>
                <Typography variant="subtitle1" component="h3">
                  {t('lost.remedies')}
                </Typography>
                {exposure.data.lostCopies === 0 ? (
                  <Alert severity="info">{t('lost.reportFirst', { key: keySymbol })}</Alert>
                ) : null}
                <RemedyCards
                  remedies={exposure.data.remedies}
                  canChoose={exposure.data.lostCopies > 0}
                  choosing={choose.isPending}
                  onChoose={(remedy) => choose.mutate({ remedy, orderPONumber: po })}
                />
              </>
            ) : null}
            {exposure.data.otherSystems.map((other) => (
              <OtherSystemExposure
                key={other.lockSystemID}
                other={other}
                keySymbol={keySymbol}
                chosen={exposure.data.chosen.filter((chosen) => chosen.lockSystemID === other.lockSystemID)}
                canChoose={exposure.data.lostCopies > 0 && !standing(other.lockSystemID)}
                choosing={choose.isPending}
                onChoose={(remedy) => choose.mutate({ remedy, orderPONumber: po, lockSystemID: other.lockSystemID })}
              />
            ))}
            {choose.isError ? <Alert severity="error">{problemText(choose.error)}</Alert> : null}
            {choose.isSuccess ? (
              <Alert severity="success" role="status">
                {t('lost.created', { name: choose.data.orderSystemName })}
                <Box sx={{ mt: 1 }}>
                  <Button
                    variant="outlined"
                    color="inherit"
                    size="small"
                    onClick={() => handleReviewReorder(choose.data)}
                    aria-label={t('lost.reviewAndSubmitName', { name: choose.data.orderSystemName })}
                  >
                    {t('lost.reviewAndSubmit')}
                  </Button>
                </Box>
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
