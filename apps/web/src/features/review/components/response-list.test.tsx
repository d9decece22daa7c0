import { render, screen } from '@testing-library/react';
import type { ReviewResponse } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { ResponseList } from './response-list.tsx';

const HOSTILE_NAME = '<script>window.__ran = true</script>';
const HOSTILE_ROLE = '<img src=x onerror="window.__ran = true">';
const HOSTILE_TEXT = '<b>bold?</b> &amp; <a href="javascript:alert(1)">link</a>\nsecond line';

function response(change: Partial<ReviewResponse>): ReviewResponse {
  return {
    id: 1,
    kind: 'approval',
    name: 'Dana',
    role: '',
    text: '',
    createdAt: '2026-11-26T10:00:00.000Z',
    current: true,
    ...change,
  };
}

describe("the rep's list of customers' approvals and comments", () => {
  it('shows names, roles and comments a guest sent as the text they are, never as markup', () => {
    const { container } = render(
      <ResponseList
        responses={[
          response({ id: 1, name: HOSTILE_NAME, role: HOSTILE_ROLE }),
          response({ id: 2, kind: 'comment', name: HOSTILE_NAME, text: HOSTILE_TEXT }),
        ]}
      />,
    );
    expect(screen.getByText(`Approved by ${HOSTILE_NAME} (${HOSTILE_ROLE})`)).toBeInTheDocument();
    expect(screen.getByText((_content, element) => element?.textContent === HOSTILE_TEXT)).toBeInTheDocument();
    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
