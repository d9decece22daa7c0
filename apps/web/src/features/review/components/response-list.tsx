import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReviewResponse } from '@keyplan/domain';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { reviewText, type ReviewKey } from '../review-text.ts';

/** One line of what a customer said: an approval (still holding or not) or a comment. */
function describeResponse(
  response: ReviewResponse,
  t: Translate<ReviewKey>,
  dateTime: (value: string) => string,
): { primary: string; secondary: string } {
  const when = dateTime(response.createdAt);
  const who = response.role ? `${response.name} (${response.role})` : response.name;
  if (response.kind === 'approval') {
    return {
      primary: t(response.current ? 'responses.approvedBy' : 'responses.approvedBefore', { who }),
      secondary: when,
    };
  }
  return { primary: response.text, secondary: `${who}, ${when}` };
}

/** Approvals and comments, newest first. */
export function ResponseList({ responses }: { responses: ReviewResponse[] }) {
  const t = useText(reviewText);
  const { dateTime } = useFormat();
  return (
    <List dense disablePadding>
      {responses.map((response) => {
        const { primary, secondary } = describeResponse(response, t, dateTime);
        return (
          <ListItem key={response.id} disableGutters>
            <ListItemText
              primary={primary}
              secondary={secondary}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
