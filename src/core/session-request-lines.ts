/**
 * The session request as labelled lines (issue 24): its answers are a structure (markets,
 * request types, source IP rows), which the admin and the submission e-mail showed as JSON.
 * This walks the cleaned values in the form's order and labels each answer as the form does:
 * `NYSE Equities · Order Session · Session type: Member`.
 */
import { BLOCK_KEYS, REQUEST_TYPES, RULES, SESSION_TYPES, SOURCE_IP_ROW, type RequestType } from './session-request';
import { REQUESTER_FIELDS } from './requester';
import { plainText, type SubmissionLine } from './submission-lines';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => plainText(value) ?? '';

/** A session request's lines: action, request types, then each market's answers per request type, then the source IP update. */
export function sessionRequestLines(values: Record<string, unknown>): SubmissionLine[] {
  const lines: SubmissionLine[] = [
    { key: 'action', label: 'Action', value: textOf(values.action) },
    { key: 'requestTypes', label: 'Request types', value: textOf(values.requestTypes) },
  ];
  const markets = Array.isArray(values.markets) ? values.markets : [];
  markets.forEach((entry, i) => {
    if (!isRecord(entry)) return;
    const market = textOf(entry.market);
    lines.push({ key: `markets/${i}/market`, label: `Market ${i + 1}`, value: market });
    for (const type of REQUEST_TYPES) {
      if (type === 'Source IP Update') continue;
      const block = entry[BLOCK_KEYS[type]];
      if (!isRecord(block)) continue;
      for (const rule of RULES[type as RequestType]) {
        if (!Object.hasOwn(block, rule.name)) continue;
        const raw = block[rule.name];
        const value = rule.options === 'sessionTypes' ? (SESSION_TYPES.find((t) => t.field === raw)?.name ?? textOf(raw)) : textOf(raw);
        lines.push({ key: `markets/${i}/${BLOCK_KEYS[type]}/${rule.name}`, label: `${market} · ${type} · ${rule.label}`, value });
      }
    }
  });
  const update = values.sourceIpUpdate;
  if (isRecord(update)) {
    const rows = Array.isArray(update.sourceIPS) ? update.sourceIPS : [];
    rows.forEach((row, i) => {
      if (!isRecord(row)) return;
      for (const rule of SOURCE_IP_ROW) lines.push({ key: `sourceIpUpdate/sourceIPS/${i}/${rule.name}`, label: `Source IP ${i + 1} · ${rule.label}`, value: textOf(row[rule.name]) });
    });
    if (isRecord(update.sourceIPMarkets)) {
      const ticked = Object.entries(update.sourceIPMarkets).filter(([, on]) => on === true).map(([name]) => name);
      lines.push({ key: 'sourceIpUpdate/sourceIPMarkets', label: 'Source IP markets', value: ticked.join(', ') });
    }
    if (Object.hasOwn(update, 'sourceIpInstructions')) lines.push({ key: 'sourceIpUpdate/sourceIpInstructions', label: 'Source IP instructions', value: textOf(update.sourceIpInstructions) });
  }
  const requester = values.requester;
  if (isRecord(requester)) for (const field of REQUESTER_FIELDS) lines.push({ key: `requester/${field.name}`, label: field.label, value: textOf(requester[field.name]) });
  return lines;
}
