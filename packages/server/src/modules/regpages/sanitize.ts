import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold: basic formatting, lists, headings, links (http, https, mailto, or a
 * mail placeholder such as {{authurl}}) and images with an https source. No script, style, event
 * handler attributes, javascript: or data: addresses.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'span',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** Rich text (html) reduced to what OPTIONS allows. Throws nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
