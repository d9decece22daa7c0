import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReviewResponse } from '@keyplan/domain';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of what a customer said: an approval (still holding or not) or a comment. */
export function describeResponse(response: ReviewResponse): { primary: string; secondary: string } {
  const when = dateTime.format(new Date(response.createdAt));
  const who = response.role ? `${response.name} (${response.role})` : response.name;
  if (response.kind === 'approval') {
    return {
      primary: response.current ? `Approved by ${who}` : `Approved by ${who}, before the system was changed`,
      secondary: when,
    };
  }
  return { primary: response.text, secondary: `${who}, ${when}` };
}

/** Approvals and comments, newest first. */
export function ResponseList({ responses }: { responses: ReviewResponse[] }) {
  return (
    <List dense disablePadding>
      {responses.map((response) => {
        const { primary, secondary } = describeResponse(response);
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
