import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

// Content texts quote support addresses inline; turn them into mailto links so they can be tapped on a phone.
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

export function LinkifiedText({ text }: { text: string }): ReactNode {
  const parts = text.split(EMAIL);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Anchor key={i} href={`mailto:${part}`} inherit>
        {part}
      </Anchor>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
