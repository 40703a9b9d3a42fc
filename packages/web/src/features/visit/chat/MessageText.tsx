import { Anchor } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { splitLinks } from './linkify';

/**
 * A chat message as text: http(s) links become anchors opening in a new tab; everything else is
 * a text node, so html in a message shows as typed and never runs.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <>
      {parts.map((part) =>
        part.kind === 'link' ? (
          <Anchor
            key={part.start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
