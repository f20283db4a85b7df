import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './keys';
import { t, type MessageValues } from '.';

// A character no message contains (invisible separator), around the index of each element.
const MARK = '\u2063';

/**
 * A message with elements inside it (a bold address, links): the words around them stay in the language's own order.
 * `elements` are named like the message's arguments: `tRich('auth.verifyBody', { email: <strong>…</strong> })`.
 * `words` gives the message in another language than the page's (the form filler's).
 */
export function tRich(
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values?: MessageValues,
  words: (key: MessageKey, values?: MessageValues) => string = t,
): ReactNode {
  const names = Object.keys(elements);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = words(key, { ...values, ...marked }).split(MARK);
  // split gives text, index, text, index, ...: odd places are the elements.
  return parts.map((part, i) =>
    i % 2 === 1 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part,
  );
}
