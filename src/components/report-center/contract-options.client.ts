import { fetchOptions } from '../../core/fetch';
import { REPORT_TYPES, selectionParam, type ReportType } from '../../core/report-data';

/**
 * A viewer's contract list follows its exchange at once (without JavaScript it follows once the
 * form is sent): the report's topics of that market come from `/api/circulars/{type}/topics`
 * through `fetchOptions` with an empty fallback (specification §7–8: option lists are an empty
 * list on failure), and an empty list leaves the server's options as they were.
 */
export async function followExchange(select: HTMLSelectElement, load: typeof fetchOptions<string> = fetchOptions): Promise<boolean> {
  const match = /^(.+)\.exchange$/.exec(select.name);
  const type = match?.[1] as ReportType | undefined;
  if (!type || !REPORT_TYPES.includes(type)) return false;
  const contract = select.form?.querySelector<HTMLSelectElement>(`select[name="${selectionParam(type, 'contract')}"]`);
  if (!contract) return false;
  const asked = select.value;
  const names = await load(`/api/circulars/${encodeURIComponent(type)}/topics?market=${encodeURIComponent(asked)}`, { fallback: [] });
  // The visitor may have chosen again meanwhile: only the answer for the current choice counts.
  if (names.length === 0 || select.value !== asked) return false;
  const doc = contract.ownerDocument;
  contract.replaceChildren(
    ...names.map((name) => {
      const option = doc.createElement('option');
      // The viewer takes a contract by code or by name (core/report-data `resolveSelection`).
      option.value = name;
      option.textContent = name;
      return option;
    }),
  );
  contract.selectedIndex = 0;
  return true;
}
