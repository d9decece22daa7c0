import { ERROR_TEXTS, MESSAGES } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { textNow } from '../../i18n/use-text.ts';
import { CUSTOMER_HINT } from './error-content.tsx';
import { errorText } from './error-text.ts';

// Tests run in English: textNow gives the catalog's en-US words.
describe('the error screen’s English (SPEC §2 "Error page")', () => {
  it('is the domain’s ERROR_TEXTS word for word', () => {
    const t = textNow(errorText);
    for (const [key, text] of Object.entries(ERROR_TEXTS)) expect(t(key as keyof typeof ERROR_TEXTS)).toBe(text);
  });

  it('names Customer Search as SPEC does, and gives a customer the hint it gave', () => {
    const t = textNow(errorText);
    expect(t('goToCustomerSearch')).toBe(MESSAGES.goToCustomerSearch);
    expect(t('customerHint')).toBe(CUSTOMER_HINT);
  });
});
