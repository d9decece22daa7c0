import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_RESPONSE_LIMITS } from '@keyplan/domain';
import { useState, type FormEvent } from 'react';
import { useReviewResponses } from '../api/get-review-responses.ts';
import {
  reviewApprovalRequestSchema,
  reviewCommentRequestSchema,
  useRespondToReview,
  type ReviewResponseInput,
} from '../api/respond-to-review.ts';
import { ResponseList } from './response-list.tsx';

type Errors = Partial<Record<'name' | 'role' | 'text', string>>;

/** Field messages of a zod failure, by field. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  return Object.fromEntries(
    issues.map((issue) => [String(issue.path[0]), `${capitalized(String(issue.path[0]))} ${issue.message}`]),
  );
}

const capitalized = (field: string) => ({ name: 'Your name', role: 'Your role', text: 'Comment' })[field] ?? field;

/**
 * The customer's answer to a review (issue 16): approve the system as it is now, with name and
 * role, or send the rep a comment. Says whether the present system is approved; an approval of an
 * earlier form no longer counts.
 */
export function CustomerResponsePanel({ orderId }: { orderId: string }) {
  const responses = useReviewResponses(orderId, 'guest');
  const respond = useRespondToReview(orderId);
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);

  const send = (event: FormEvent, input: ReviewResponseInput, after: string) => {
    event.preventDefault();
    setDone(null);
    const checked =
      input.kind === 'approval'
        ? reviewApprovalRequestSchema.safeParse(input.body)
        : reviewCommentRequestSchema.safeParse(input.body);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    respond.mutate(input, {
      onSuccess: () => {
        setDone(after);
        if (input.kind === 'comment') setText('');
      },
    });
  };

  const approved = responses.data?.approved ?? false;
  return (
    <Paper
      component="section"
      aria-labelledby="customer-response-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="customer-response-heading" variant="h6" component="h2">
          Your approval
        </Typography>
        {responses.isPending ? null : approved ? (
          <Alert severity="success">This system, as shown, is approved.</Alert>
        ) : (
          <Alert severity="info">Check the system above. Approve it as it is, or tell us what to change.</Alert>
        )}
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {respond.error && (
          <Alert severity="error" role="alert">
            {respond.error.message}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Your name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={errors.name !== undefined}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: REVIEW_RESPONSE_LIMITS.name } }}
            autoComplete="name"
            fullWidth
          />
          <TextField
            label="Your role"
            value={role}
            onChange={(event) => setRole(event.target.value)}
            error={errors.role !== undefined}
            helperText={errors.role ?? 'e.g. Safety manager'}
            slotProps={{ htmlInput: { maxLength: REVIEW_RESPONSE_LIMITS.role } }}
            autoComplete="organization-title"
            fullWidth
          />
        </Stack>
        <form
          onSubmit={(event) =>
            send(event, { kind: 'approval', body: { name, role } }, 'Thank you: your approval is recorded.')
          }
        >
          {/* Approved as shown: nothing more to approve until the system changes. */}
          <Button type="submit" variant="contained" disabled={respond.isPending || approved}>
            {approved ? 'Approved' : 'Approve this system'}
          </Button>
        </form>
        <form
          onSubmit={(event) =>
            send(event, { kind: 'comment', body: { name, text } }, 'Thank you: your comment was sent.')
          }
        >
          <Stack spacing={1}>
            <TextField
              label="Comment"
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              error={errors.text !== undefined}
              helperText={errors.text ?? `${text.length}/${REVIEW_RESPONSE_LIMITS.comment}`}
              slotProps={{ htmlInput: { maxLength: REVIEW_RESPONSE_LIMITS.comment } }}
              fullWidth
            />
            <Button type="submit" variant="outlined" disabled={respond.isPending} sx={{ alignSelf: 'flex-start' }}>
              Send comment
            </Button>
          </Stack>
        </form>
        {responses.data && responses.data.responses.length > 0 && <ResponseList responses={responses.data.responses} />}
      </Stack>
    </Paper>
  );
}
