import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { DisplayLocale } from '@keyplan/domain';
import { formattingLocale, shownLanguage, useLocale } from './language.ts';
import type { CompiledMessages, Text } from './text.ts';

type Values = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Formats an area's messages in one language. */
export interface Translate<K extends string> {
  (key: K, values?: Values): string;
  /** A message with markup (`<b>…</b>`) or React elements among its values. */
  rich(key: K, values: RichValues): ReactNode;
}

/** What formats one message: intl-messageformat's, or plain words as they are. */
type MessageFormat = Pick<IntlMessageFormat, 'format'>;

const formats = new WeakMap<CompiledMessages, Map<string, MessageFormat>>();

function formatOf(messages: CompiledMessages, locale: DisplayLocale, key: string): MessageFormat {
  let byKey = formats.get(messages);
  if (!byKey) formats.set(messages, (byKey = new Map()));
  let format = byKey.get(key);
  if (!format) {
    const message = messages[key];
    // Cannot happen for a key of the area's type: every catalog has every key (text-catalogs.test.ts).
    if (message === undefined) throw new Error(`No message "${key}" in ${locale}`);
    format =
      typeof message === 'string'
        ? ({ format: () => message } as MessageFormat)
        : new IntlMessageFormat(message, formattingLocale(locale));
    byKey.set(key, format);
  }
  return format;
}

function translator<K extends string>(messages: CompiledMessages, locale: DisplayLocale): Translate<K> {
  const translate = (key: K, values?: Values) => String(formatOf(messages, locale, key).format(values));
  translate.rich = (key: K, values: RichValues): ReactNode => {
    const parts = formatOf(messages, locale, key).format<ReactNode>(values as Record<string, ReactNode>);
    return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : (parts as ReactNode);
  };
  return translate;
}

/** The area's messages in the language on show; suspends while a screen's own area loads. */
export function useText<K extends string>(text: Text<K>): Translate<K> {
  const locale = useLocale();
  const messages = text.messagesOf(locale);
  // Suspends by throwing the load, not with use(): a render that suspended is then rendered afresh
  // once the area arrives, where a use() called only while loading changes the hooks' order (React
  // reports it); and a use() on every render holds up act() in tests (React's act queue).
  if (!messages) throw text.load(locale);
  return useMemo(() => translator<K>(messages, locale), [messages, locale]);
}

/**
 * The area's messages outside a component (a toast after a request, a confirm text): in the
 * language on show, or in English until the area's messages in it have loaded.
 */
export function textNow<K extends string>(text: Text<K>): Translate<K> {
  const locale = shownLanguage();
  const messages = text.messagesOf(locale);
  return messages ? translator<K>(messages, locale) : translator<K>(text.messagesOf('en-US')!, 'en-US');
}
