import { ERROR_TEXTS, MESSAGES, type ErrorPageTextKey } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { textNow } from '../../i18n/use-text.ts';
import { CUSTOMER_HINT } from './error-content.tsx';
import { errorText } from './error-text.ts';

// Tests run in English: textNow gives the catalog's en-US words.
describe('the error screen’s English (SPEC §2 "Error page")', () => {
  it('is the domain’s ERROR_TEXTS word for word, for every text the page words itself', () => {
    const t = textNow(errorText);
    const own = Object.keys(ERROR_TEXTS).filter((key) => !key.startsWith('chartedCustomer')) as ErrorPageTextKey[];
    expect(own).toHaveLength(13);
    for (const key of own) expect(t(key)).toBe(ERROR_TEXTS[key]);
  });

  it('names Customer Search as SPEC does, and gives a customer the hint it gave', () => {
    const t = textNow(errorText);
    expect(t('goToCustomerSearch')).toBe(MESSAGES.goToCustomerSearch);
    expect(t('customerHint')).toBe(CUSTOMER_HINT);
  });
});
