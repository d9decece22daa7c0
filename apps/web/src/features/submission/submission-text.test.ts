import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, quoteRequirementsSchema } from '@keyplan/domain';
import { chooseLanguage } from '../../i18n/language.ts';
import { textNow } from '../../i18n/use-text.ts';
import { buildReadyOrder, submissionState } from '../../testing/submission-fixtures.tsx';
import { quoteRuleWords } from './quote-rule-words.ts';
import { fieldErrorsOf, progressText, resultText, submissionText } from './submission-text.ts';

const order = buildReadyOrder();

describe('submission texts', () => {
  it('counts the attempt being made', () => {
    expect(progressText(submissionState(order))).toBe('Waiting to send to SAP…');
    expect(progressText(submissionState(order, { state: 'sending', attempts: 2 }))).toBe(
      'Sending to SAP… attempt 2 of 6',
    );
    expect(progressText(submissionState(order, { state: 'pending', attempts: 1 }))).toBe(
      'Sending to SAP… attempt 2 of 6',
    );
  });

  it("names SAP's number", () => {
    expect(resultText({ kind: 'order', sapOrderNumber: '0000012345', quoteNumber: null })).toBe(
      'SAP order number 0000012345',
    );
    expect(resultText({ kind: 'quote', sapOrderNumber: null, quoteNumber: '0020000077' })).toBe(
      'Quote number 0020000077',
    );
  });

  it('reads field errors of a 400', () => {
    expect(fieldErrorsOf(['tree: is invalid', 3])).toEqual(['tree: is invalid']);
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});

/** The quote requirements schema's messages, as the domain writes them. */
function quoteMessages(): string[] {
  const person = { firstName: '', lastName: 'L'.repeat(200), email: 'not an email' };
  const issues =
    quoteRequirementsSchema.safeParse({
      quoteNumber: null,
      orderLockSystemId: '00000000-0000-4000-8000-000000000000',
      salesArea: '',
      submitToSAP: true,
      soldTo: 'abc',
      soldToDisplay: '',
      shipTo: '1',
      shipToDisplay: '',
      shipToAttention: person,
      soldToContact: person,
      soldToReferenceNumber: 'R'.repeat(200),
    }).error?.issues ?? [];
  return [...new Set(issues.map((issue) => issue.message))];
}

describe("the submission catalog's English is the domain's", () => {
  it("says SAP's missing charted customer as the error page does", () => {
    expect(textNow(submissionText)('failed.chartedCustomer')).toBe(ERROR_TEXTS.chartedCustomerMessage);
  });

  it('says the quote requirements rules as the domain writes them, and translates each', async () => {
    const messages = quoteMessages();
    expect(messages).toHaveLength(5);
    for (const message of messages) expect(quoteRuleWords(message, textNow(submissionText))).toBe(message);
    for (const locale of ['fr-CA', 'es-MX'] as const) {
      await chooseLanguage(locale);
      for (const message of messages) expect(quoteRuleWords(message, textNow(submissionText))).not.toBe(message);
    }
  });

  it('counts the attempts and writes the next one’s time in the language on show', async () => {
    await chooseLanguage('fr-CA');
    const order = buildReadyOrder();
    expect(progressText(submissionState(order, { state: 'sending', attempts: 2 }))).toBe(
      'Transmission à SAP… tentative 2 sur 6',
    );
    expect(resultText({ kind: 'quote', sapOrderNumber: null, quoteNumber: '0020000077' })).toBe(
      'Numéro de soumission 0020000077',
    );
  });
});
