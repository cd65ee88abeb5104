import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './inspect';
import { svgProblem } from './svg';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const INKSCAPE = 'http://www.inkscape.org/namespaces/inkscape';
const XHTML = 'http://www.w3.org/1999/xhtml';
const svg = (body: string, attributes = '') => `<svg xmlns="${SVG}"${attributes}>${body}</svg>`;
const withXlink = (body: string) => svg(body, ` xmlns:xlink="${XLINK}"`);

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

const INKSCAPE_EXPORT = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="mark.svg"
   xmlns:inkscape="${INKSCAPE}" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="${XLINK}" xmlns="${SVG}" xmlns:svg="${SVG}"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" inkscape:zoom="0.7" inkscape:current-layer="layer1">
    <inkscape:page x="0" y="0" width="210" height="297" id="page9" />
  </sodipodi:namedview>
  <defs id="defs2">
    <linearGradient inkscape:collect="always" id="linearGradient1"><stop style="stop-color:#1f4fb8;stop-opacity:1" offset="0" id="stop1" /></linearGradient>
    <linearGradient xlink:href="#linearGradient1" id="linearGradient2" x1="10" y1="10" x2="90" y2="90" gradientUnits="userSpaceOnUse" />
    <filter style="color-interpolation-filters:sRGB" id="filter1" x="-0.1" y="-0.1" width="1.2" height="1.2"><feGaussianBlur stdDeviation="1.5" id="feGaussianBlur1" /></filter>
  </defs>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:title>Mark</dc:title></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(-12.5,4)">
    <path style="fill:url(#linearGradient2);stroke:#000000;stroke-width:0.264583;filter:url(#filter1)" d="m 20,20 h 60 v 60 z" id="path1" sodipodi:nodetypes="cccc" />
    <text xml:space="preserve" style="font-size:10.5833px;font-family:'DejaVu Sans';fill:#000000" x="20" y="100" id="text1"><tspan sodipodi:role="line" id="tspan1" x="20" y="100">Tessera</tspan></text>
    <use xlink:href="#path1" id="use1" transform="matrix(1,0,0,-1,0,200)" />
    <image width="4" height="4" preserveAspectRatio="none" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" id="image1" x="0" y="0" />
  </g>
</svg>
`;

const ILLUSTRATOR_EXPORT = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="${SVG}" xmlns:xlink="${XLINK}" x="0px" y="0px"
	 viewBox="0 0 120 40" style="enable-background:new 0 0 120 40;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#0057B8;}
	.st1{fill:none;stroke:#FFFFFF;stroke-width:2;stroke-miterlimit:10;}
	.st2{clip-path:url(#SVGID_2_);}
</style>
<g>
	<defs><rect id="SVGID_1_" width="120" height="40"/></defs>
	<clipPath id="SVGID_2_"><use xlink:href="#SVGID_1_" style="overflow:visible;"/></clipPath>
	<rect class="st0 st2" width="120" height="40" data-name="Background (copy)"/>
	<polyline class="st1" points="4,30 30,12 60,24 116,6 "/>
</g>
</svg>
`;

const FIGMA_EXPORT = svg(
  `<g filter="url(#f)"><rect x="4" y="4" width="112" height="32" rx="6" fill="url(#p)"/></g>` +
    `<defs><filter id="f" x="0" y="0" width="120" height="44" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
    `<feFlood flood-opacity="0" result="BackgroundImageFix"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>` +
    `<feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feBlend mode="normal" in2="BackgroundImageFix" result="shadow"/></filter>` +
    `<pattern id="p" patternContentUnits="objectBoundingBox" width="1" height="1"><use href="#i" transform="scale(0.01)"/></pattern>` +
    `<image id="i" width="100" height="100" href="data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="/></defs>`,
  ' width="120" height="44" viewBox="0 0 120 44" fill="none"',
);

describe('svgProblem accepts static graphics', () => {
  const demo = svgFiles(join(process.cwd(), 'public'));

  it('finds the demo SVGs', () => {
    expect(demo.length).toBeGreaterThan(20);
  });

  it.each(demo.map((path) => [path.slice(process.cwd().length + 1), path]))('%s', (_name, path) => {
    expect(svgProblem(readFileSync(path, 'utf8'))).toBeUndefined();
  });

  it.each([
    ['an Inkscape export (layers, RDF metadata, an embedded PNG)', INKSCAPE_EXPORT],
    ['an Illustrator export (a <style> sheet, xml:space, data-name)', ILLUSTRATOR_EXPORT],
    ['a Figma export (filter primitives, a pattern, a WebP data: image)', FIGMA_EXPORT],
    ['a byte-order mark before the root', `\uFEFF${svg('<rect width="1" height="1"/>')}`],
    ['links to #ids, with spaces a URL parser trims', withXlink('<use href=" #a"/><use xlink:href="&#9;#a"/><rect id="a" style="fill: url( \'#g\' )"/>')],
  ])('%s', (_name, text) => {
    expect(svgProblem(text)).toBeUndefined();
  });
});

describe('svgProblem refuses what could run or fetch (issue 21, item 5)', () => {
  it.each([
    ['a prefixed script in the SVG namespace', svg(`<s:script xmlns:s="${SVG}">alert(1)</s:script>`), 'SVG files may not contain <script> (written <s:script>)'],
    ['a script under the default namespace', svg('<script>alert(1)</script>'), 'SVG files may not contain <script>'],
    ['an upper-case SCRIPT in the SVG namespace', svg('<SCRIPT>alert(1)</SCRIPT>'), 'SVG files may not contain <SCRIPT>'],
    ['an XHTML script inside <metadata>', svg(`<metadata><h:script xmlns:h="${XHTML}">alert(1)</h:script></metadata>`), 'SVG files may not contain <script> (written <h:script>)'],
    ['a link element', svg('<a href="#x"><rect width="9" height="9"/></a>'), 'SVG files may not contain <a>'],
    ['<set attributeName="href" to="javascript:…">', svg('<set attributeName="href" to="javascript:alert(1)"/>'), 'SVG files may not contain <set>'],
    ['<animate> of xlink:href', withXlink('<use xlink:href="#a"><animate attributeName="xlink:href" values="javascript:alert(1)"/></use>'), 'SVG files may not contain <animate>'],
    ['a foreignObject with HTML', svg(`<foreignObject width="9" height="9"><body xmlns="${XHTML}"><iframe src="https://evil.example/"/></body></foreignObject>`), 'SVG files may not contain <foreignObject>'],
    ['an HTML element outside <metadata>', svg(`<h:img xmlns:h="${XHTML}" src="x" onerror="alert(1)"/>`), `SVG files may not contain <h:img> (namespace ${XHTML}) outside <metadata>`],
    ['an element in no namespace', svg('<x xmlns=""/>'), 'SVG files may not contain <x> (no namespace) outside <metadata>'],
    ['an XInclude', svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd"/>'), 'SVG files may not contain <xi:include> (namespace http://www.w3.org/2001/XInclude) outside <metadata>'],
    ['onload on the root', svg('', ' onload="alert(1)"'), 'SVG files may not contain event attributes (onload on <svg>)'],
    ['an upper-case event attribute', svg('<rect ONCLICK="alert(1)"/>'), 'SVG files may not contain event attributes (ONCLICK on <rect>)'],
    ['a prefixed event attribute', svg(`<rect e:onclick="alert(1)" xmlns:e="${SVG}"/>`), 'SVG files may not contain event attributes (e:onclick on <rect>)'],
    ['xlink:href to javascript:', withXlink('<use xlink:href="javascript:alert(1)"/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in xlink:href'],
    ['x:href with x bound to the XLink namespace', svg(`<use x:href="javascript:alert(1)" xmlns:x="${XLINK}"/>`), 'SVG files may link only inside themselves: <use> has a link to an outside address in x:href'],
    ['href to javascript: written with character references', svg('<use href="&#106;&#x61;vascript:alert(1)"/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in href'],
    ['href to javascript: split by a tab and led by a newline', svg('<image href="&#10; java&#9;script:alert(1)"/>'), 'SVG files may link only inside themselves: <image> has a link to an outside address in href'],
    ['<use> of another file', withXlink('<use xlink:href="https://evil.example/x.svg#a"/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in xlink:href'],
    ['an <image> of an SVG data: URI', svg('<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>'), 'SVG files may link only inside themselves: <image> has a link to an outside address in href'],
    ['a raster data: URI in <use>', svg('<use href="data:image/png;base64,AAAA"/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in href'],
    ['a fragment behind a character a URL parser keeps', svg('<use href="&#x80;#a"/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in href'],
    ['an empty href (the file itself)', svg('<use href=""/>'), 'SVG files may link only inside themselves: <use> has a link to an outside address in href'],
    ['an href in another namespace', svg('<use y:href="#a" xmlns:y="urn:y"/>'), 'SVG files may not contain the attribute y:href on <use> (namespace urn:y)'],
    ['javascript: in a plain attribute', svg('<rect id="java&#x0D;script:alert(1)"/>'), 'SVG files may not contain script addresses (javascript: in id on <rect>)'],
    ['xml:base', svg('<use href="#a" xml:base="https://evil.example/"/>'), 'SVG files may not contain xml:base on <use> (it changes where links point)'],
    ['an attribute not on the list', svg('<rect requiredExtensions="https://evil.example/"/>'), 'SVG files may not contain the attribute requiredExtensions on <rect>'],
    ['a style sheet processing instruction', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`, 'SVG files may not contain the processing instruction <?xml-stylesheet?>'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`, 'SVG files may not declare a DOCTYPE or entities'],
    ['an external entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, 'SVG files may not declare a DOCTYPE or entities'],
    ['no SVG namespace', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', `This is not an SVG image: its root element must be <svg xmlns="${SVG}">`],
  ])('%s', (_name, text, message) => {
    expect(svgProblem(text)).toBe(message);
  });

  it.each([
    ['an outside url() in a style attribute', svg('<rect style="fill:url(https://evil.example/p.svg#p)"/>'), 'a url() outside the file in style on <rect>'],
    ['an outside url() in a presentation attribute', svg('<rect fill="url(\'//evil.example/x\')"/>'), 'a url() outside the file in fill on <rect>'],
    ['a url() written with CSS escapes', svg('<rect style="fill:u\\72 l(https://evil.example/x)"/>'), 'a url() outside the file in style on <rect>'],
    ['a cursor image', svg('<rect cursor="url(x.cur), auto"/>'), 'a url() outside the file in cursor on <rect>'],
    ['image-set(), which fetches without url()', svg('<rect style="mask:image-set(\'x.png\' 1x)"/>'), 'image-set() in style on <rect>'],
    ['@import in <style>', svg('<style>@import "https://evil.example/x.css";</style>'), '@import in <style>'],
    ['@import written with an escape', svg('<style>@\\69mport url(x.css);</style>'), '@import in <style>'],
    ['a url() that a CSS string hides from a comment stripper', svg('<style><![CDATA[a{content:"/*";background:url(https://evil.example/)}/*"*/]]></style>'), 'a url() outside the file in <style>'],
    ['a prefixed <style> with a url()', svg(`<s:style xmlns:s="${SVG}">rect{fill:url(https://evil.example/)}</s:style>`), 'a url() outside the file in <s:style>'],
  ])('%s', (_name, text, where) => {
    expect(svgProblem(text)).toBe(`SVG styles may not load other files (${where})`);
  });

  it.each([
    ['an unclosed element', svg('<g>'), /^The SVG is not well-formed XML: Opening and ending tag mismatch: "g" != "svg" \(line 1, column \d+\)$/],
    ['an attribute given twice', svg('<rect href="#a" href="javascript:alert(1)"/>'), /^The SVG is not well-formed XML: Attribute href redefined/],
    ['an unbound prefix', svg('<s:script>alert(1)</s:script>'), /^The SVG is not well-formed XML: .*prefix is non-null and namespace is null/],
    ['an HTML entity', svg('<text>&nbsp;</text>'), /^The SVG is not well-formed XML: entity not found:&nbsp;/],
    ['an unquoted attribute', svg('<rect onload=alert(1) />'), /^The SVG is not well-formed XML: /],
    ['a second root', `${svg('')}<script xmlns="${SVG}">alert(1)</script>`, /^The SVG is not well-formed XML: /],
  ])('names malformed XML: %s', (_name, text, message) => {
    expect(svgProblem(text)).toMatch(message);
  });

  it('bounds the elements it builds, before building them', () => {
    expect(svgProblem(svg('<rect/>'.repeat(20_001)))).toBe(
      'SVG files may have at most 20000 elements (this one has about 20003); simplify it or upload it as PNG or WebP',
    );
    expect(svgProblem(svg(`<rect ${Array.from({ length: 150_001 }, (_, i) => `a${i}="1"`).join(' ')}/>`))).toMatch(/^SVG files may have at most 150000 attributes/);
    expect(svgProblem(svg('<path d="M0 0h1" fill="#000" stroke="#fff" stroke-width="1" class="a"/>'.repeat(19_000)))).toBeUndefined();
    const deep = svg(`${'<g>'.repeat(9_000)}<rect/>${'</g>'.repeat(9_000)}`);
    expect(svgProblem(deep)).toBeUndefined();
    expect(svgProblem(deep.replace('<rect/>', '<script>alert(1)</script>'))).toBe('SVG files may not contain <script>');
  });
});

describe('inspectFile', () => {
  it('refuses an upload with a bypass of the old check, with a 415 naming it', async () => {
    const upload = inspectFile(Buffer.from(svg(`<s:script xmlns:s="${SVG}">alert(1)</s:script>`, ' viewBox="0 0 10 10"')));
    await expect(upload).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
      status: 415,
      message: 'This file cannot be uploaded: SVG files may not contain <script> (written <s:script>)',
    });
  });

  it('accepts an Inkscape export, XML declaration included, and still checks an XML file that is not SVG', async () => {
    expect(INKSCAPE_EXPORT.startsWith('<?xml')).toBe(true);
    await expect(inspectFile(Buffer.from(INKSCAPE_EXPORT))).resolves.toMatchObject({ kind: 'image', mime: 'image/svg+xml', width: 210, height: 297 });
    await expect(inspectFile(Buffer.from('<?xml version="1.0"?><html><script>alert(1)</script></html>'))).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE' });
  });
});

/* Property tests: the parser-independent reading below (htmlparser2, entities decoded) must find nothing active in any accepted file. */

const escapeValue = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const runs = { numRuns: 400, seed: 21 };
const PREFIXES = `xmlns:x="${XLINK}" xmlns:xlink="${XLINK}" xmlns:i="${INKSCAPE}" xmlns:s="${SVG}" xmlns:h="${XHTML}"`;
const template = (element: string, name: string, value: string) => svg(`<defs><g id="a"/></defs><${element} ${name}="${value}"/>`, ` ${PREFIXES}`);

/** Random upper/lower case per letter. */
const anyCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/** `javascript:` as an attacker writes it in an attribute: any case, character references, tabs and line breaks. */
const obfuscatedJavascript = fc
  .tuple(
    anyCase('javascript:'),
    fc.array(fc.constantFrom('literal', 'decimal', 'hex', 'padded'), { minLength: 11, maxLength: 11 }),
    fc.array(fc.constantFrom('', '', '', '&#9;', '&#10;', '&#13;', '&#x0A;', ' ', '\t', '\n'), { minLength: 11, maxLength: 11 }),
    fc.constantFrom('', ' ', '&#32;', '&#9;', '&#x20;&#x0a;', '\n '),
    fc.string({ maxLength: 12 }),
  )
  .map(([word, encodings, gaps, lead, tail]) => {
    const chars = [...word].map((c, i) => {
      const code = c.codePointAt(0)!;
      const encoded = { literal: c, decimal: `&#${code};`, hex: `&#x${code.toString(16)};`, padded: `&#x00${code.toString(16).toUpperCase()};` }[encodings[i]!];
      return i > 0 ? gaps[i]! + encoded : encoded;
    });
    return lead + chars.join('') + escapeValue(tail);
  });

interface Reading {
  elements: string[];
  attributes: [string, string][];
}

/** What a second, independent parser sees: element names and decoded attributes. */
function independentReading(text: string): Reading {
  const reading: Reading = { elements: [], attributes: [] };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        reading.elements.push(name);
        reading.attributes.push(...Object.entries(attributes));
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return reading;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const hasScriptAddress = (value: string) => /(java|vb)script:/.test(value.replace(/[\s\p{Cc}]/gu, '').toLowerCase());

function assertNothingActive(text: string): void {
  if (svgProblem(text) !== undefined) return;
  const { elements, attributes } = independentReading(text);
  for (const name of elements) expect(['script', 'foreignobject', 'set', 'animate', 'iframe', 'handler', 'a']).not.toContain(local(name));
  for (const [name, value] of attributes) {
    expect(local(name), text).not.toMatch(/^on/);
    expect(hasScriptAddress(value), text).toBe(false);
  }
}

describe('svgProblem properties', () => {
  const elementName = fc.constantFrom('rect', 'use', 'image', 'feImage', 'g', 's:rect', 's:use', 'x:use', 'i:label', 'h:p', 'pattern');
  const prefix = fc.constantFrom('', 'x:', 'xlink:', 'i:', 's:', 'h:');

  it('refuses every attribute named on…, whatever its prefix, case and value', () => {
    fc.assert(
      fc.property(elementName, prefix, anyCase('on'), fc.stringMatching(/^[a-zA-Z]{0,10}$/), fc.string(), (element, pre, on, rest, value) => {
        expect(svgProblem(template(element, `${pre}${on}${rest}`, escapeValue(value)))).toBeDefined();
      }),
      runs,
    );
  });

  it('refuses javascript: however it is encoded, in any attribute', () => {
    const name = fc.constantFrom('href', 'xlink:href', 'x:href', 'fill', 'style', 'id', 'class', 'data-x', 'aria-label', 'transform', 'i:label', 'x:title');
    fc.assert(
      fc.property(elementName, name, obfuscatedJavascript, (element, attribute, value) => {
        expect(svgProblem(template(element, attribute, value))).toBeDefined();
      }),
      runs,
    );
  });

  it('refuses a script, foreignObject or animation element under any prefix and case', () => {
    const namespace = fc.constantFrom(SVG, XHTML, INKSCAPE, XLINK, 'urn:any');
    const name = fc.constantFrom('script', 'foreignObject', 'iframe', 'handler').chain(anyCase);
    fc.assert(
      fc.property(fc.constantFrom('', 'p:'), name, namespace, fc.boolean(), (pre, element, ns, inMetadata) => {
        const declared = pre ? ` xmlns:p="${ns}"` : ` xmlns="${ns}"`;
        const inner = `<${pre}${element}${declared}>alert(1)</${pre}${element}>`;
        expect(svgProblem(svg(inMetadata ? `<metadata>${inner}</metadata>` : inner))).toBeDefined();
      }),
      runs,
    );
    fc.assert(
      fc.property(fc.constantFrom('set', 'animate', 'animateTransform', 'animateMotion', 'a', 'discard'), fc.constantFrom('', 's:'), (element, pre) => {
        expect(svgProblem(svg(`<${pre}${element} attributeName="href" to="javascript:alert(1)"/>`, ` ${PREFIXES}`))).toBeDefined();
      }),
      runs,
    );
  });

  it('lets nothing active through when names and values are random', () => {
    const name = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'abcdefhilnorstxyON:-_'), minLength: 1, maxLength: 12 }),
      fc.tuple(prefix, fc.constantFrom('href', 'onload', 'Onclick', 'style', 'fill', 'begin', 'to', 'base')).map(([p, n]) => p + n),
    );
    const value = fc.oneof(obfuscatedJavascript, fc.string().map(escapeValue), fc.constantFrom('#a', 'url(#a)', 'url(x)', ' #a'));
    fc.assert(
      fc.property(elementName, name, value, (element, attribute, v) => assertNothingActive(template(element, attribute, v))),
      runs,
    );
  });

  it('lets nothing active through in random trees of allowed and refused elements', () => {
    const tag = fc.constantFrom('g', 'rect', 'metadata', 'use', 's:script', 'script', 'h:script', 'i:layer', 'set', 'foreignObject', 'x:a', 'text', 'style');
    const attribute = fc.tuple(fc.constantFrom('id', 'href', 'xlink:href', 'x:href', 'onload', 'i:onclick', 'style', 'fill'), fc.oneof(obfuscatedJavascript, fc.constantFrom('#a', 'red', 'url(#a)')));
    const tree = fc.letrec<{ node: string }>((self) => ({
      node: fc
        .tuple(tag, fc.array(attribute, { maxLength: 2 }), fc.oneof({ maxDepth: 4 }, fc.constant([]), fc.array(self('node'), { maxLength: 3 })))
        .map(([name, attrs, children]) => {
          const unique = [...new Map(attrs).entries()].map(([n, v]) => ` ${n}="${v}"`).join('');
          return `<${name}${unique}>${children.join('')}</${name}>`;
        }),
    })).node;
    fc.assert(
      fc.property(tree, (body) => assertNothingActive(svg(body, ` ${PREFIXES}`))),
      { ...runs, numRuns: 300 },
    );
  });
});
