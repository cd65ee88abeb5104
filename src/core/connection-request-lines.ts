/**
 * The connection request as labelled lines (issue 24): its answers are a structure (the
 * submitter, contact lists), which the admin and the submission e-mail showed as JSON. This
 * walks the cleaned values in the form's order and labels each answer as the form does:
 * `Technical contact 2: E-mail address`.
 */
import { CONTACT_LIST_INFO, CONTACT_LISTS, LABELS, PASSWORD_CONTACT_TYPES, PERSON_FIELDS, personLabel, type ContactList } from './connection-request';
import { plainText, type SubmissionLine } from './submission-lines';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => plainText(value) ?? '';

/** A connection request's lines: the request, the submitter, then every contact list's people. */
export function connectionRequestLines(values: Record<string, unknown>): SubmissionLine[] {
  const lines: SubmissionLine[] = [];
  const add = (key: keyof typeof LABELS, value = textOf(values[key])) => lines.push({ key, label: LABELS[key], value });
  const person = (raw: unknown, at: string, owner: Parameters<typeof personLabel>[0]) => {
    const p = isRecord(raw) ? raw : {};
    for (const field of PERSON_FIELDS) lines.push({ key: `${at}/${field}`, label: personLabel(owner, field), value: textOf(p[field]) });
  };
  add('entityType');
  add('serviceType');
  if (textOf(values.transferMethod) !== '') add('transferMethod');
  person(values.submitter, 'submitter', 'submitter');
  add('firmName');
  add('mnemonics');
  add('leiAddress');
  add('mics');
  add('externalIpList');
  add('doesPassExpirePeriodically');
  if (values.maxPasswordAge !== null && values.maxPasswordAge !== undefined) add('maxPasswordAge');
  add('passwordContactType', PASSWORD_CONTACT_TYPES.find((t) => t.value === values.passwordContactType)?.label ?? textOf(values.passwordContactType));
  const contacts = isRecord(values.contacts) ? values.contacts : {};
  for (const list of CONTACT_LISTS as readonly ContactList[]) {
    const rows = Array.isArray(contacts[list]) ? (contacts[list] as unknown[]) : [];
    if (rows.length === 0 && CONTACT_LIST_INFO[list].min === 0) continue;
    rows.forEach((row, index) => person(row, `contacts/${list}/${index}`, { list, index }));
  }
  return lines;
}
