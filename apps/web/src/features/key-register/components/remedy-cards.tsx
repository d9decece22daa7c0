import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import type { KeyExposure, LostKeyRemedy, LostKeyRemedyKind } from '@keyplan/domain';
import { useFormat } from '../../../i18n/use-format.ts';
import { useKeyRegisterWords } from '../key-register-text.ts';
import { changedAt } from './history-lines.ts';
import { statusName } from './register-words.ts';

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
  const { t } = useKeyRegisterWords();
  const format = useFormat();
  return remedies.map((remedy) => (
    <Card
      key={remedy.kind}
      variant="outlined"
      component="section"
      aria-label={systemName ? t('remedy.titleIn', { title: remedy.title, system: systemName }) : remedy.title}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
          {systemName ? t('remedy.titleIn', { title: remedy.title, system: systemName }) : remedy.title}
        </Typography>
        <Typography variant="body2">{remedy.description}</Typography>
        <Typography variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
          {remedy.total === null ? t('remedy.notPriced') : format.money(remedy.total, remedy.currency)}
        </Typography>
      </CardContent>
      {canChoose ? (
        <CardActions>
          <Button variant="contained" loading={choosing} onClick={() => onChoose(remedy.kind)}>
            {t(systemName ? 'remedy.createIn' : 'remedy.create', { remedy: remedy.kind, system: systemName ?? '' })}
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
  const words = useKeyRegisterWords();
  const { t } = words;
  return chosen.map((entry) => (
    <Alert key={entry.orderID} severity="success">
      {entry.delivered
        ? t(systemName ? 'chosen.deliveredIn' : 'chosen.delivered', {
            remedy: entry.remedy,
            sap: entry.sapOrderNumber ?? '—',
            key: keySymbol,
            system: systemName ?? '',
          })
        : t(entry.sapOrderNumber ? 'chosen.ordered' : 'chosen.toSubmit', {
            remedy: entry.remedy,
            name: entry.chosenBy,
            when: changedAt(entry.chosenAt, words),
            elsewhere: systemName ? 'yes' : 'no',
            system: systemName ?? '',
            status: statusName(entry.statusLabel, words),
            sap: entry.sapOrderNumber ?? '',
          })}
    </Alert>
  ));
}
