/** A piece of a chat message (`start`: its offset in the text): plain text, or an http(s) link. */
export type MessagePart =
  | { kind: 'text'; start: number; text: string }
  | { kind: 'link'; start: number; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the link ("see https://x.org.").
const TRAILING = '.,;:!?\'"]}';

const count = (text: string, char: string) => text.split(char).length - 1;

function trimLink(raw: string): string {
  let link = raw;
  while (link.length > 0) {
    const last = link.charAt(link.length - 1);
    // A closing parenthesis stays when the link opened one (https://en.wikipedia.org/wiki/X_(Y)).
    if (last === ')' ? count(link, '(') >= count(link, ')') : !TRAILING.includes(last)) break;
    link = link.slice(0, -1);
  }
  return link;
}

function parseHttp(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links, for rendering as text nodes and anchors (never
 * as html). Only http and https links become links.
 */
export function splitLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const link = trimLink(match[0]);
    const href = parseHttp(link);
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', start: at, text: text.slice(at, start) });
    parts.push({ kind: 'link', start, text: link, href });
    at = start + link.length;
  }
  if (at < text.length) parts.push({ kind: 'text', start: at, text: text.slice(at) });
  return parts;
}
