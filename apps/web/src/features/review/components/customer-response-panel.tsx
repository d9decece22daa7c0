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
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { reviewText, type ReviewKey } from '../review-text.ts';
import { ResponseList } from './response-list.tsx';

type Field = 'name' | 'role' | 'text';
type Errors = Partial<Record<Field, string>>;

/** Each field as the start of its error message: 'Your name is required'. */
const FIELD_NAMES = {
  name: 'response.field.name',
  role: 'response.field.role',
  text: 'response.field.text',
} as const satisfies Record<Field, ReviewKey>;

/** The domain's rules (review-response.ts) by the English it says them in, as messages. */
function ruleMessage(message: string): { key: ReviewKey; max?: number } | null {
  if (message === 'is required') return { key: 'response.rule.required' };
  const max = /^must be at most (\d+) characters$/.exec(message);
  if (max) return { key: 'response.rule.tooLong', max: Number(max[1]) };
  if (message === 'must be valid Unicode text') return { key: 'response.rule.unicode' };
  if (message.startsWith('must not contain control characters'))
    return { key: message.includes('line breaks') ? 'response.rule.controlButLines' : 'response.rule.control' };
  return null;
}

/** Field messages of a zod failure, by field: 'Your name is required'. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[], t: Translate<ReviewKey>): Errors {
  return Object.fromEntries(
    issues.map((issue) => {
      const field = String(issue.path[0]);
      const rule = ruleMessage(issue.message);
      const name = field in FIELD_NAMES ? t(FIELD_NAMES[field as Field]) : field;
      return [field, rule ? t(rule.key, { field: name, max: rule.max }) : `${name} ${issue.message}`];
    }),
  );
}

/**
 * The customer's answer to a review (issue 16): approve the system as it is now, with name and
 * role, or send the rep a comment. Says whether the present system is approved; an approval of an
 * earlier form no longer counts.
 */
export function CustomerResponsePanel({ orderId }: { orderId: string }) {
  const t = useText(reviewText);
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
      setErrors(errorsOf(checked.error.issues, t));
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
  const commentLength = `${text.length}/${REVIEW_RESPONSE_LIMITS.comment}`;
  return (
    <Paper
      component="section"
      aria-labelledby="customer-response-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="customer-response-heading" variant="h6" component="h2">
          {t('response.heading')}
        </Typography>
        {responses.isPending ? null : approved ? (
          <Alert severity="success">{t('response.approved')}</Alert>
        ) : (
          <Alert severity="info">{t('response.check')}</Alert>
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
            label={t('response.name')}
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
            label={t('response.role')}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            error={errors.role !== undefined}
            helperText={errors.role ?? t('response.roleExample')}
            slotProps={{ htmlInput: { maxLength: REVIEW_RESPONSE_LIMITS.role } }}
            autoComplete="organization-title"
            fullWidth
          />
        </Stack>
        <form
          onSubmit={(event) => send(event, { kind: 'approval', body: { name, role } }, t('response.approvalRecorded'))}
        >
          {/* Approved as shown: nothing more to approve until the system changes. */}
          <Button type="submit" variant="contained" disabled={respond.isPending || approved}>
            {approved ? t('response.approvedButton') : t('response.approve')}
          </Button>
        </form>
        <form onSubmit={(event) => send(event, { kind: 'comment', body: { name, text } }, t('response.commentSent'))}>
          <Stack spacing={1}>
            <TextField
              label={t('response.comment')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              error={errors.text !== undefined}
              helperText={errors.text ?? commentLength}
              slotProps={{ htmlInput: { maxLength: REVIEW_RESPONSE_LIMITS.comment } }}
              fullWidth
            />
            <Button type="submit" variant="outlined" disabled={respond.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('response.sendComment')}
            </Button>
          </Stack>
        </form>
        {responses.data && responses.data.responses.length > 0 && <ResponseList responses={responses.data.responses} />}
      </Stack>
    </Paper>
  );
}
