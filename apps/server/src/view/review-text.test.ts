import { REVIEW_MESSAGES } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { requestLocale, reviewText } from './review-text.ts';

describe("the review's refusals", () => {
  it('are in English the domain’s REVIEW_MESSAGES word for word', () => {
    const english = reviewText('en-US');
    for (const key of ['linkNotRecognized', 'accessEnded', 'reviewLinkNeeded', 'customerLinkOff'] as const)
      expect(english(key)).toBe(REVIEW_MESSAGES[key]);
    expect(english('orderCanceled', { date: english.date('2026-11-26T15:00:00Z') })).toBe(
      REVIEW_MESSAGES.orderCanceled('November 26, 2026'),
    );
    expect(english('orderCanceledUndated')).toBe(REVIEW_MESSAGES.orderCanceled('an earlier date'));
    for (const minutes of [1, 2, 15])
      expect(english('tooManyAttempts', { minutes })).toBe(REVIEW_MESSAGES.tooManyAttempts(minutes));
  });

  it('count minutes in French and Spanish', () => {
    expect(reviewText('fr-CA')('tooManyAttempts', { minutes: 1 })).toBe('Trop de tentatives. Réessayez dans 1 minute.');
    expect(reviewText('es-MX')('tooManyAttempts', { minutes: 15 })).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 15 minutos.',
    );
  });

  it("are in the request's language: its Accept-Language, best first, else English", () => {
    const of = (header?: string) =>
      requestLocale({ headers: header === undefined ? {} : { 'accept-language': header } });
    expect(of('fr-CA')).toBe('fr-CA');
    expect(of('de-DE, es;q=0.8, en;q=0.5')).toBe('es-MX');
    expect(of('fr-FR')).toBe('fr-CA');
    expect(of('de-DE')).toBe('en-US');
    expect(of()).toBe('en-US');
  });
});
