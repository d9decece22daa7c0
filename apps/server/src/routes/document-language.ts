import { LOCALES, PSEUDO_LOCALE, type DisplayLocale } from '@keyplan/domain';
import { z } from 'zod';

/** The languages a document can be written in: Keyplan's, and the pseudo-locale that shows what is left untranslated. */
const DOCUMENT_LANGUAGES = [...LOCALES, PSEUDO_LOCALE] as const satisfies readonly DisplayLocale[];

/**
 * The `language` query parameter of the document routes (issue 48): a document is written in the
 * customer's language unless the reader asks for another.
 */
export const documentLanguageQuery = z.object({
  language: z
    .enum(DOCUMENT_LANGUAGES, { error: `must be one of ${DOCUMENT_LANGUAGES.join(', ')}` })
    .optional()
    .describe("The document's language; without it, the customer's (SAP's correspondence language), else en-US."),
});
