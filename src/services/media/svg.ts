import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';

/*
 * An uploaded SVG is parsed as XML, the way a browser reads a file served as image/svg+xml,
 * and accepted only when every element and attribute is on an allow-list keyed by namespace
 * URI and local name: a prefix is the author's choice (`<s:script xmlns:s="…svg">` is a
 * script element), so it never decides anything. The media route's sandbox CSP stays as the
 * second wall.
 */

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** Static graphics only: no script, foreignObject, links (`a`) or animation. */
const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'metadata', 'symbol', 'use', 'switch', 'view', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'image', 'clipPath', 'mask', 'pattern', 'marker', 'linearGradient', 'radialGradient', 'stop', 'filter',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** Attributes read as CSS values, so they are checked like a style sheet (url() only to `#id`). */
const PRESENTATION = new Set([
  'style', 'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'color-profile', 'color-rendering', 'cursor', 'direction', 'display', 'dominant-baseline',
  'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color', 'flood-opacity', 'font', 'font-family', 'font-size',
  'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight', 'glyph-orientation-horizontal',
  'glyph-orientation-vertical', 'image-rendering', 'isolation', 'kerning', 'letter-spacing', 'lighting-color', 'marker',
  'marker-end', 'marker-mid', 'marker-start', 'mask', 'mask-type', 'mix-blend-mode', 'opacity', 'overflow', 'paint-order',
  'pointer-events', 'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width', 'text-anchor',
  'text-decoration', 'text-rendering', 'transform', 'transform-origin', 'transform-box', 'unicode-bidi', 'vector-effect',
  'visibility', 'white-space', 'word-spacing', 'writing-mode',
]);

/** Geometry, filter parameters and labels: values that never load anything. */
const PLAIN = new Set([
  'id', 'class', 'lang', 'tabindex', 'role', 'focusable', 'version', 'baseProfile', 'viewBox', 'preserveAspectRatio',
  'zoomAndPan', 'enable-background', 'requiredFeatures', 'systemLanguage', 'externalResourcesRequired',
  'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'fx', 'fy', 'fr', 'x1', 'y1', 'x2', 'y2', 'd', 'points',
  'pathLength', 'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerUnits', 'markerWidth', 'markerHeight',
  'refX', 'refY', 'orient', 'filterUnits', 'primitiveUnits', 'filterRes', 'in', 'in2', 'result', 'mode', 'type', 'values',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4', 'order', 'kernelMatrix',
  'divisor', 'bias', 'targetX', 'targetY', 'edgeMode', 'kernelUnitLength', 'preserveAlpha', 'surfaceScale',
  'diffuseConstant', 'specularConstant', 'specularExponent', 'scale', 'xChannelSelector', 'yChannelSelector',
  'stdDeviation', 'dx', 'dy', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'azimuth', 'elevation', 'z',
  'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
  'method', 'spacing', 'side', 'path', 'media', 'title',
]);

/** Drawing programs' own data (Inkscape layers, Illustrator and Sketch ids): browsers ignore it. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
]);

/** Namespaces a browser acts on: never allowed outside the SVG allow-list, not even in <metadata>. */
const ACTIVE_NAMESPACES = new Set([
  SVG, XLINK, XML, XMLNS,
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/XSL/Transform',
  'http://www.w3.org/2001/XInclude',
  'http://www.w3.org/2001/xml-events',
  'http://www.mozilla.org/xbl',
]);

/** Refused whatever their namespace, in case a copy of the file is ever read as HTML. */
const SCRIPT_LIKE = new Set(['script', 'foreignobject', 'iframe', 'frame', 'embed', 'object', 'handler', 'listener']);

/** CSS functions that draw with what is in the file; anything else (image-set, src, element, …) may fetch. */
const CSS_FUNCTIONS = new Set([
  'url', 'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'device-cmyk',
  'icc-color', 'calc', 'min', 'max', 'clamp', 'var', 'matrix', 'matrix3d', 'translate', 'translatex', 'translatey',
  'translatez', 'translate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'rotate', 'rotatex', 'rotatey',
  'rotatez', 'rotate3d', 'skew', 'skewx', 'skewy', 'perspective', 'blur', 'brightness', 'contrast', 'drop-shadow',
  'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia', 'cubic-bezier', 'steps', 'local', 'format',
  'rect', 'inset', 'circle', 'ellipse', 'polygon', 'path', 'not', 'is', 'where', 'nth-child', 'nth-last-child',
  'nth-of-type', 'nth-last-of-type', 'lang', 'dir',
]);

/*
 * xmldom keeps the whole tree (about 1-5 KB per element), and a form lets anonymous visitors
 * upload files: counting `<` and `=` bounds elements and attributes before anything is built.
 */
const MAX_TAGS = 20_000;
const MAX_ATTRIBUTES = 150_000;

const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/**
 * Why this SVG may not be uploaded, in words for the editor, or undefined when it is static
 * graphics only: well-formed XML without DOCTYPE, root `<svg>` in the SVG namespace, only
 * allow-listed elements and attributes, no event handlers, links only to `#id` in the file
 * (and `data:` PNG/JPEG/GIF/WebP for `<image>`), styles that load nothing.
 */
export function svgProblem(text: string): string | undefined {
  const source = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) return 'SVG files may not declare a DOCTYPE or entities';
  const tags = count(source, '<');
  if (tags > MAX_TAGS) return `SVG files may have at most ${MAX_TAGS} elements (this one has about ${tags}); simplify it or upload it as PNG or WebP`;
  if (count(source, '=') > MAX_ATTRIBUTES) return `SVG files may have at most ${MAX_ATTRIBUTES} attributes; simplify it or upload it as PNG or WebP`;

  let malformed: string | undefined;
  let document: Document | undefined;
  try {
    const parser = new DOMParser({
      locator: true,
      onError: (_level, message, context?: { locator?: { lineNumber?: number; columnNumber?: number } }) => {
        // Browsers stop at the first well-formedness error; a lenient reading could differ from theirs.
        const at = context?.locator?.lineNumber ? ` (line ${context.locator.lineNumber}, column ${context.locator.columnNumber ?? 0})` : '';
        malformed ??= `${message}${at}`;
        throw new Error(message);
      },
    });
    document = parser.parseFromString(source, 'application/xml');
  } catch (error) {
    malformed ??= error instanceof Error ? error.message : String(error);
  }
  const root = document?.documentElement;
  if (malformed !== undefined || !document || !root) return `The SVG is not well-formed XML: ${clip(malformed ?? 'no root element')}`;
  if (root.namespaceURI !== SVG || root.localName !== 'svg') {
    return `This is not an SVG image: its root element must be <svg xmlns="${SVG}">`;
  }
  for (const child of Array.from(document.childNodes)) {
    const problem = topLevelProblem(child);
    if (problem) return problem;
  }
  return treeProblem(root);
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}

function clip(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function topLevelProblem(node: Node): string | undefined {
  if (node.nodeType === node.DOCUMENT_TYPE_NODE) return 'SVG files may not declare a DOCTYPE or entities';
  return node.nodeType === node.PROCESSING_INSTRUCTION_NODE ? instructionProblem(node) : undefined;
}

/** `<?xml-stylesheet?>` would load a style sheet (or an XSLT that writes script); XMP's `<?xpacket?>` is inert. */
function instructionProblem(node: Node): string | undefined {
  const target = node.nodeName;
  return target === 'xml' || target === 'xpacket' ? undefined : `SVG files may not contain the processing instruction <?${target}?>`;
}

/** Walks without recursion: nesting depth is the uploader's choice. */
function treeProblem(root: Element): string | undefined {
  const stack: { node: Node; inMetadata: boolean }[] = [{ node: root, inMetadata: false }];
  while (stack.length > 0) {
    const { node, inMetadata } = stack.pop()!;
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) {
      const problem = instructionProblem(node);
      if (problem) return problem;
      continue;
    }
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const element = node as Element;
    const problem = elementProblem(element, inMetadata) ?? attributesProblem(element);
    if (problem) return problem;
    if (element.namespaceURI === SVG && element.localName === 'style') {
      const css = styleSheet(element);
      if (typeof css !== 'string') return css.problem;
      const cssIssue = cssProblem(css);
      if (cssIssue) return `SVG styles may not load other files (${cssIssue} in <${element.nodeName}>)`;
      continue;
    }
    const nested = inMetadata || (element.namespaceURI === SVG && element.localName === 'metadata');
    const children = Array.from(element.childNodes);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, inMetadata: nested });
  }
  return undefined;
}

function elementProblem(element: Element, inMetadata: boolean): string | undefined {
  const local = element.localName ?? element.nodeName;
  const ns = element.namespaceURI;
  const written = element.nodeName === local ? '' : ` (written <${element.nodeName}>)`;
  if (SCRIPT_LIKE.has(local.toLowerCase())) return `SVG files may not contain <${local}>${written}`;
  if (ns === SVG) return SVG_ELEMENTS.has(local) ? undefined : `SVG files may not contain <${local}>${written}`;
  if (ns && EDITOR_NAMESPACES.has(ns)) return undefined;
  if (inMetadata && ns && !ACTIVE_NAMESPACES.has(ns)) return undefined;
  const where = ns ? `namespace ${ns}` : 'no namespace';
  return `SVG files may not contain <${element.nodeName}> (${where}) outside <metadata>`;
}

function attributesProblem(element: Element): string | undefined {
  const isSvg = element.namespaceURI === SVG;
  const on = `<${element.nodeName}>`;
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.nodeName;
    const local = attribute.localName ?? name;
    const ns = attribute.namespaceURI;
    const value = attribute.value;
    if (local.toLowerCase().startsWith('on')) return `SVG files may not contain event attributes (${name} on ${on})`;
    if (local.toLowerCase() === 'href') {
      if (ns !== null && ns !== XLINK) return `SVG files may not contain the attribute ${name} on ${on} (namespace ${ns})`;
      if (!isSvg) return `SVG files may not contain the attribute ${name} on ${on}`;
      if (!linkAllowed(value, element.localName ?? '')) return `SVG files may link only inside themselves: ${on} has a link to an outside address in ${name}`;
      continue;
    }
    if (/(java|vb|live)script:/.test(compact(value))) return `SVG files may not contain script addresses (javascript: in ${name} on ${on})`;
    if (ns === XMLNS) continue;
    if (ns === XML) {
      if (local === 'lang' || local === 'space' || local === 'id') continue;
      return `SVG files may not contain ${name} on ${on}${local === 'base' ? ' (it changes where links point)' : ''}`;
    }
    if (ns && EDITOR_NAMESPACES.has(ns)) continue;
    if (!isSvg) {
      if (ns && ACTIVE_NAMESPACES.has(ns) && !(ns === XLINK && local === 'title')) return `SVG files may not contain the attribute ${name} on ${on}`;
      continue;
    }
    if (ns === XLINK && local === 'title') continue;
    if (ns !== null) return `SVG files may not contain the attribute ${name} on ${on} (namespace ${ns})`;
    if (PRESENTATION.has(name)) {
      const cssIssue = cssProblem(value);
      if (cssIssue) return `SVG styles may not load other files (${cssIssue} in ${name} on ${on})`;
      continue;
    }
    if (PLAIN.has(name) || /^(aria|data)-[\w.:-]*$/.test(name)) continue;
    return `SVG files may not contain the attribute ${name} on ${on}`;
  }
  return undefined;
}

/** The value as a URL parser reads it: tabs and line breaks removed, C0 controls and spaces (U+0000-U+0020) trimmed. */
function urlOf(value: string): string {
  const url = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start++;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--;
  return url.slice(start, end);
}

/** Stricter than any parser: every space and control character gone, lower case. */
function compact(value: string): string {
  return value.replace(/[\s\p{Cc}\p{Cf}]/gu, '').toLowerCase();
}

function linkAllowed(value: string, element: string): boolean {
  const url = urlOf(value);
  if (url.startsWith('#') && !/(java|vb|live)script:/.test(compact(url))) return true;
  return (element === 'image' || element === 'feImage') && RASTER_DATA.test(url);
}

function styleSheet(element: Element): string | { problem: string } {
  let css = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) css += child.nodeValue ?? '';
    else if (child.nodeType !== child.COMMENT_NODE) return { problem: `SVG files may not contain <${child.nodeName}> inside <${element.nodeName}>` };
  }
  return css;
}

/**
 * What in a CSS text could fetch or run something, after CSS escapes are decoded (`u\72l(` is
 * `url(`). Comments are left in: stripping them could hide a url() that a CSS string protects
 * from being a comment, and keeping them only refuses more.
 */
function cssProblem(css: string): string | undefined {
  const decoded = css.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/g, (_match, hex?: string, char?: string) => {
    if (hex === undefined) return char ?? '';
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
  if (/@import/i.test(decoded)) return '@import';
  if (/(java|vb|live)script:/.test(compact(decoded))) return 'javascript:';
  for (const match of decoded.matchAll(/([-\w\u0080-\uffff]+)\(/g)) {
    const name = match[1]!.toLowerCase();
    if (!CSS_FUNCTIONS.has(name)) return `${name}()`;
    if (name === 'url' && !/^\s*["']?\s*#/.test(decoded.slice(match.index + match[0].length))) return 'a url() outside the file';
  }
  return undefined;
}
