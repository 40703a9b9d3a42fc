import { SaxesParser } from 'saxes';

export const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** What an uploaded SVG is: safe to serve, unsafe (script or external reference), or not an SVG at all. */
export type SvgVerdict = { ok: true } | { ok: false; reason: 'unsafe' | 'notSvg'; detail: string };

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);

/** `#fragment` or an embedded raster/vector image (`data:image/…`); nothing that leaves the file. */
export const isSafeReference = (value: string) => {
  const v = value.trim().toLowerCase();
  return v.startsWith('#') || v.startsWith('data:image/');
};

/** Every url(…) in a style text points inside the file, no @import, and no CSS escapes (which could spell url). */
function isSafeStyle(css: string): boolean {
  if (/@import/i.test(css) || css.includes('\\')) return false;
  for (const m of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi))
    if (!isSafeReference(m[2] ?? '')) return false;
  return true;
}

/**
 * Decides whether an uploaded SVG may be served as is. We refuse rather than sanitise (the file stays
 * byte for byte what its owner uploaded): the root must be `<svg>`; no script, foreignObject,
 * iframe/embed/object, no `on*` attribute, no href/xlink:href other than `#…` or `data:image/…`
 * (so no `<use>` of external files), no external url(…) or @import in styles, no animation of href
 * or handlers, no DOCTYPE with an internal subset (entities), no xml-stylesheet. Throws nothing.
 */
export function checkSvg(chunks: Iterable<string>): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true });
  let verdict: SvgVerdict | null = null;
  let depth = 0;
  let inStyle = 0;
  const unsafe = (detail: string) => {
    verdict ??= { ok: false, reason: 'unsafe', detail };
  };

  parser.on('doctype', (doctype) => {
    if (doctype.includes('[') || /ENTITY/i.test(doctype)) unsafe('DOCTYPE with an internal subset');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') unsafe('xml-stylesheet');
  });
  parser.on('opentag', (tag) => {
    const local = tag.local.toLowerCase();
    if (depth === 0 && (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')))
      verdict ??= { ok: false, reason: 'notSvg', detail: `root element <${tag.name}>` };
    depth++;
    if (FORBIDDEN_ELEMENTS.has(local)) unsafe(`<${tag.name}>`);
    if (tag.uri === XHTML_NS) unsafe(`HTML element <${tag.name}>`);
    if (local === 'style') inStyle++;
    for (const attr of Object.values(tag.attributes)) {
      const name = attr.local.toLowerCase();
      if (name.startsWith('on')) unsafe(`event handler ${attr.name}`);
      else if (name === 'href' || name === 'src' || name === 'action' || name === 'formaction') {
        if (!isSafeReference(attr.value) || (local === 'use' && !attr.value.trim().startsWith('#')))
          unsafe(`reference ${attr.name}="${attr.value.slice(0, 60)}"`);
      } else if (name === 'attributename' && ANIMATIONS.has(local) && /href|^on/i.test(attr.value))
        unsafe(`<${tag.name}> of ${attr.value}`);
      else if (/url\s*\(|@import|\\/i.test(attr.value) && !isSafeStyle(attr.value))
        unsafe(`external url in ${attr.name}`);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle--;
  });
  const onText = (text: string) => {
    if (inStyle > 0 && !isSafeStyle(text)) unsafe('external url or @import in <style>');
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    for (const chunk of chunks) {
      parser.write(chunk);
      if (verdict) return verdict;
    }
    parser.close();
  } catch (e) {
    return verdict ?? { ok: false, reason: 'notSvg', detail: (e as Error).message.slice(0, 200) };
  }
  if (depth === 0) return { ok: false, reason: 'notSvg', detail: 'no root element' };
  return verdict ?? { ok: true };
}
