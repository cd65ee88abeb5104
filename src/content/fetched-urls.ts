import type { Registry } from '../core/component';
import { TesseraError, type Issue } from '../core/errors';
import { fetchedUrls } from '../core/fetched-url';
import type { Node } from '../core/node';
import { outboundProblem, type OutboundPolicy } from '../services/outbound';

/** RFC 6901 escaping of one pointer segment. */
const segment = (key: PropertyKey) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The addresses in a tree that the server will fetch (props marked `fetchedUrl()`: form
 * targets, external chart sources) that its outbound policy refuses, each named by its JSON
 * path. Only absolute addresses are checked: a path of this site is answered in-process. The
 * same policy is applied again at each connection (services/outbound), after DNS.
 */
export function fetchedUrlIssues(registry: Registry, policy: OutboundPolicy, tree: Node, base = '/root'): Issue[] {
  const issues: Issue[] = [];
  const visit = (node: Node, path: string) => {
    const def = typeof node.name === 'string' ? registry.get(node.name) : undefined;
    if (def) {
      for (const { path: prop, url } of fetchedUrls(def.props, node.props)) {
        if (!URL.canParse(url)) continue;
        const problem = outboundProblem(url, policy);
        if (problem) issues.push({ path: `${path}/props/${prop.map(segment).join('/')}`, message: problem });
      }
    }
    // Stored drafts are normalized, but a publish reads them before validating again: tolerate any shape.
    for (const [slot, children] of Object.entries(node.slots ?? {})) {
      if (Array.isArray(children)) children.forEach((child, i) => child && typeof child === 'object' && visit(child, `${path}/slots/${segment(slot)}/${i}`));
    }
  };
  visit(tree, base);
  return issues;
}

/** Throws a 400 naming each refused address (`/root/slots/main/0/props/targetUrl: 169.254.169.254 is not a public address`). */
export function assertFetchedUrls(registry: Registry, policy: OutboundPolicy, tree: Node): void {
  const issues = fetchedUrlIssues(registry, policy, tree);
  if (issues.length === 0) return;
  throw new TesseraError('INVALID_TREE', { detail: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ') }, issues);
}
