import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../core/component';
import type { ComponentKindSummary, PropRow } from '../../core/contracts/component-catalogue';
import { humanize } from '../fields';

export { CATEGORY_LABELS };

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The kinds a filter leaves, grouped by category in the block list's order (superseded kinds
 * last in their group). Every word of the filter must appear in the kind's label, name,
 * category or description.
 */
export function groupKinds(kinds: readonly ComponentKindSummary[], filter: string): { category: Category; label: string; kinds: ComponentKindSummary[] }[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  const matches = (kind: ComponentKindSummary) => {
    const text = fold([kind.label, kind.name, CATEGORY_LABELS[kind.category], kind.description ?? ''].join(' '));
    return words.every((word) => text.includes(word));
  };
  return CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    kinds: kinds
      .filter((kind) => kind.category === category && matches(kind))
      .sort((a, b) => Number(a.supersededBy !== null) - Number(b.supersededBy !== null) || a.label.localeCompare(b.label)),
  })).filter((group) => group.kinds.length > 0);
}

/** A prop's label as the editor's field shows it: the schema's title, else the name in words. */
export const propLabel = (row: PropRow) => row.title ?? humanize(row.name);

/** A prop's limits in words: `up to 120 characters`, `5 to 100`, `1 to 5 items`. */
export function limitsText(row: PropRow): string | null {
  if (row.bounds === null) return null;
  const unit = (n: number) => (row.bounds === 'value' ? '' : ` ${row.bounds === 'items' ? 'item' : 'character'}${n === 1 ? '' : 's'}`);
  if (row.min !== null && row.max !== null) return `${row.min} to ${row.max}${unit(row.max)}`;
  if (row.max !== null) return `up to ${row.max}${unit(row.max)}`;
  return `at least ${row.min}${unit(row.min ?? 0)}`;
}

/** An allowed value as the editor's select shows it, with the stored value beside it when they differ. */
export function valueText(value: string | number | boolean | null): string {
  if (value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
