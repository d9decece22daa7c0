import { DEFAULT_LOCALE, acceptedLanguages, matchLocale, type Locale } from '@keyplan/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { defineServerText } from '../i18n/server-text.ts';
import english from './text/en-US.json' with { type: 'json' };
import spanish from './text/es-MX.json' with { type: 'json' };
import french from './text/fr-CA.json' with { type: 'json' };

/**
 * What the server tells a customer whose review it refuses, in their language. The English is the
 * domain's REVIEW_MESSAGES word for word (review-text.test.ts holds it): SPEC's texts, which the
 * web app shows too.
 */
export const reviewText = defineServerText({ 'en-US': english, 'fr-CA': french, 'es-MX': spanish });
export type ReviewText = ReturnType<typeof reviewText>;

/** The language a request asks for in its Accept-Language (the web app sends the one on show), else en-US. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return matchLocale(acceptedLanguages(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
}

/** The refusal as said in `locale`: the same error, its answer saying which language it speaks. */
export function spokenIn(error: AppError, locale: Locale): AppError {
  return new AppError(
    error.statusCode,
    error.code,
    error.message,
    error.errors,
    { ...error.headers, 'Content-Language': locale },
    error.capacity,
  );
}
