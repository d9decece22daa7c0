import { pseudoLocalize, pseudoMessage } from '@keyplan/domain';
import type { CompiledMessages } from './text.ts';

/** English in the pseudo-locale: accented, longer, each message in brackets, so its ends show. */
export function pseudoMessages(english: CompiledMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [
      key,
      typeof message === 'string' ? `[${pseudoLocalize(message)}]` : pseudoMessage(message),
    ]),
  );
}
