import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { formatMoney, type KeyExposure, type LostKeyRemedy, type LostKeyRemedyKind } from '@keyplan/domain';
import { formatChangedAt } from '../../../lib/system-display.ts';

export const REMEDY_LABELS = {
  replaceLocks: 'Replace the locks',
  newMasterKeyBranch: 'New master key branch',
} as const;

/**
 * The remedies offered for the locks a lost key opens in one installed system, priced, each with
 * the button that makes it that system's reorder (only once a copy is reported lost).
 */
export function RemedyCards({
  remedies,
  canChoose,
  choosing,
  systemName,
  onChoose,
}: {
  remedies: LostKeyRemedy[];
  canChoose: boolean;
  choosing: boolean;
  /** Another installed system's name, when the remedies replace its locks. */
  systemName?: string;
  onChoose: (remedy: LostKeyRemedyKind) => void;
}) {
  return remedies.map((remedy) => (
    <Card
      key={remedy.kind}
      variant="outlined"
      component="section"
      aria-label={systemName ? `${remedy.title} in ${systemName}` : remedy.title}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
          {remedy.title}
          {systemName ? ` in ${systemName}` : ''}
        </Typography>
        <Typography variant="body2">{remedy.description}</Typography>
        <Typography variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
          {remedy.total === null ? 'Not priced' : formatMoney(remedy.total, remedy.currency)}
        </Typography>
      </CardContent>
      {canChoose ? (
        <CardActions>
          <Button variant="contained" loading={choosing} onClick={() => onChoose(remedy.kind)}>
            Create reorder: {REMEDY_LABELS[remedy.kind].toLowerCase()}
            {systemName ? ` in ${systemName}` : ''}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  ));
}

/** The remedies chosen for the locks a lost key opens in one system, with the state of each reorder. */
export function ChosenRemedies({
  chosen,
  keySymbol,
  systemName,
}: {
  chosen: KeyExposure['chosen'];
  keySymbol: string;
  /** Another installed system's name, when the remedies replace its locks. */
  systemName?: string;
}) {
  return chosen.map((entry) => (
    <Alert key={entry.orderID} severity="success">
      {entry.delivered
        ? `${REMEDY_LABELS[entry.remedy]}: delivered (SAP order ${entry.sapOrderNumber ?? '—'}). The locks ${keySymbol} opened in ${systemName ?? 'this system'} are replaced.`
        : `${REMEDY_LABELS[entry.remedy]} chosen by ${entry.chosenBy}, ${formatChangedAt(entry.chosenAt)}: its reorder${systemName ? ` of ${systemName}` : ''} is ${entry.statusLabel}${entry.sapOrderNumber ? ` (SAP order ${entry.sapOrderNumber})` : ", in the customer's systems, to review and submit to SAP"}.`}
    </Alert>
  ));
}
