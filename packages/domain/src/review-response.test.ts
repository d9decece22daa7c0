import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewApprovalRequestSchema, reviewCommentRequestSchema } from './review-response.ts';

/** What a guest might send to make a name or comment lie on screen, break a PDF or a database. */
const HOSTILE = [
  ['a lone high surrogate', 'Dana \uD800', 'must be valid Unicode text'],
  ['a lone low surrogate', '\uDC00Dana', 'must be valid Unicode text'],
  ['a bell', 'Dana\u0007', 'must not contain control characters'],
  ['an escape sequence', '\u001b[31mDana', 'must not contain control characters'],
  ['DEL', 'Dana\u007f', 'must not contain control characters'],
  ['a C1 control', 'Dana\u0085', 'must not contain control characters'],
  ['a line separator', 'Dana\u2028Whitfield', 'must not contain control characters'],
  ['a right-to-left override', 'Dana\u202Egnp.exe', 'must not contain control characters'],
  ['a bidirectional isolate', '\u2066Dana\u2069', 'must not contain control characters'],
] as const;

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('names and texts from guests', () => {
  it.each(HOSTILE)('refuse %s in a name, a role and a comment', (_what, value, message) => {
    expect(errorsOf(reviewApprovalRequestSchema.safeParse({ name: value }))).toEqual([`name: ${message}`]);
    expect(errorsOf(reviewApprovalRequestSchema.safeParse({ name: 'Dana', role: value }))).toEqual([
      `role: ${message}`,
    ]);
    const comment = errorsOf(reviewCommentRequestSchema.safeParse({ name: 'Dana', text: value }));
    expect(comment).toHaveLength(1);
    expect(comment[0]).toMatch(new RegExp(`^text: ${message}`));
  });

  it('keep markup as the text it is: it is shown as text everywhere, never run', () => {
    const name = '<script>alert(1)</script>';
    expect(reviewApprovalRequestSchema.parse({ name, role: '<img src=x onerror=alert(1)>' })).toEqual({
      name,
      role: '<img src=x onerror=alert(1)>',
    });
  });

  it('let a comment hold line breaks and tabs, with CRLF as LF', () => {
    expect(reviewCommentRequestSchema.parse({ name: 'Dana', text: 'Line 1\r\nLine 2\n\tindented\r' })).toEqual({
      name: 'Dana',
      text: 'Line 1\nLine 2\n\tindented',
    });
    expect(errorsOf(reviewApprovalRequestSchema.safeParse({ name: 'Dana\nWhitfield' }))).toEqual([
      'name: must not contain control characters',
    ]);
  });

  it('accept any well-formed text without control characters, emoji and accents included', () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((text) => text.trim().length > 0 && !/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u.test(text));
    fc.assert(
      fc.property(printable, (name) => {
        expect(reviewApprovalRequestSchema.safeParse({ name }).success).toBe(true);
      }),
    );
    expect(reviewApprovalRequestSchema.parse({ name: 'Zoë 🔑 Ångström' }).name).toBe('Zoë 🔑 Ångström');
  });
});
