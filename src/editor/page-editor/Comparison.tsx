import type { Registry } from '../../core/component';
import type { TreeDiff } from '../../core/diff';
import type { Node } from '../../core/node';
import { find } from '../../core/tree';
import { ChangeSummary } from './change-summary';

/**
 * Two renderings side by side with the change summary between their trees: the version
 * history's compare, and a review request's (the live version and the requested draft).
 */
export function Comparison({
  labels,
  html,
  trees,
  diff,
  registry,
}: {
  labels: readonly [string, string];
  html: readonly [string, string];
  trees: readonly [Node, Node];
  diff: TreeDiff;
  registry: Registry;
}) {
  return (
    <section className="pe-compare" aria-label="Comparison">
      <h3 className="pe-subheading">
        From {labels[0]} to {labels[1]}
      </h3>
      <ChangeSummary diff={diff} registry={registry} lookup={(id) => find(trees[1], id)?.node} lookupBefore={(id) => find(trees[0], id)?.node} empty="The two are the same." />
      <div className="pe-compare__frames">
        {labels.map((label, i) => (
          <figure key={`${i}-${label}`} className="pe-compare__frame">
            <figcaption>{label}</figcaption>
            <div className="pe-compare__viewport">
              <iframe title={`Preview of ${label}`} srcDoc={html[i]} sandbox="allow-scripts" />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
