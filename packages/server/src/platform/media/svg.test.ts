import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg.js';

const wrap = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${inner}</svg>`;
const verdict = (text: string) => checkSvg([text]);

describe('checkSvg', () => {
  it('accepts plain drawings, internal references, embedded images and inline styles', () => {
    for (const ok of [
      wrap('<rect width="10" height="10" fill="#f00"/>'),
      wrap('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/>'),
      wrap('<defs><circle id="c" r="2"/></defs><use href="#c"/><use xlink:href="#c"/>'),
      wrap('<image href="data:image/png;base64,iVBORw0KGgo=" width="5" height="5"/>'),
      wrap('<style>rect { fill: url(#g); }</style><rect width="1" height="1"/>'),
      `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${wrap('')}`,
      wrap('<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'),
    ])
      expect(verdict(ok), ok).toEqual({ ok: true });
  });

  it('refuses script, handlers, foreignObject and external references as unsafe', () => {
    for (const bad of [
      wrap('<script>alert(1)</script>'),
      wrap('<SCRIPT>alert(1)</SCRIPT>'),
      wrap('<rect width="1" height="1"/>', ' onload="alert(1)"'),
      wrap('<rect onClick="alert(1)" width="1" height="1"/>'),
      wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      wrap('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      wrap('<a xlink:href="https://evil.example/"><rect width="1" height="1"/></a>'),
      wrap('<image href="https://tracker.example/pixel.png"/>'),
      wrap('<use href="sprites.svg#icon"/>'),
      wrap('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      wrap('<rect style="fill: url(https://evil.example/x)" width="1" height="1"/>'),
      wrap('<rect fill="url(\'//evil.example/p#g\')" width="1" height="1"/>'),
      wrap('<style>@import url(https://evil.example/x.css);</style>'),
      wrap('<style>rect { fill: \\75 rl(https://evil.example/x) }</style>'),
      wrap('<rect style="fill: u\\72 l(//evil.example/x)" width="1" height="1"/>'),
      wrap('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      wrap('<iframe src="https://evil.example"/>'),
      wrap('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
      `<?xml-stylesheet href="https://evil.example/x.css"?>${wrap('')}`,
      `<!DOCTYPE svg [<!ENTITY lol "lol">]>${wrap('<text>&lol;</text>')}`,
    ]) {
      const v = verdict(bad);
      expect(v.ok, bad).toBe(false);
      if (!v.ok) expect(v.reason, bad).toBe('unsafe');
    }
  });

  it('answers notSvg for other XML, HTML, text and broken files', () => {
    for (const bad of [
      '<html><body>hi</body></html>',
      '<?xml version="1.0"?><note>x</note>',
      '#!/bin/sh\nrm -rf /',
      wrap('<rect>'),
      '',
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&unknown;</text></svg>',
    ]) {
      const v = verdict(bad);
      expect(v.ok, bad).toBe(false);
      if (!v.ok) expect(v.reason, bad).toBe('notSvg');
    }
  });

  it('reads an SVG split into chunks', () => {
    const text = wrap('<rect width="1" height="1"/>', ' onload="x()"');
    const chunks = text.match(/.{1,7}/gs) ?? [];
    expect(checkSvg(chunks)).toMatchObject({ ok: false, reason: 'unsafe' });
  });
});
