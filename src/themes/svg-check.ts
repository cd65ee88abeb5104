// Test helper: the checks an inline or standalone SVG of this folder must pass.

/** Element names in document order that do not close; empty when every tag is balanced. */
export function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.at(-1) === name) stack.pop();
    else return [...stack, `/${name}`];
  }
  return stack;
}

/** Attributes of the root `<svg>` element. */
export function rootAttributes(svg: string): Map<string, string> {
  const open = /^<svg\s([^>]*)>/.exec(svg);
  return new Map([...(open?.[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Things that would fetch, run or link something: scripts, handlers, hrefs, URLs, foreign content. */
export function activeContent(svg: string): string[] {
  const withoutNamespace = svg.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '');
  const patterns = [/<script/i, /\son\w+\s*=/i, /href\s*=/i, /url\(\s*['"]?(?!#)/i, /https?:/i, /<foreignObject/i, /<image/i, /@import/i];
  return patterns.filter((p) => p.test(withoutNamespace)).map(String);
}
