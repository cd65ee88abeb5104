/**
 * The connection request as the visitor fills it in: the draft (lists as typed, contact rows
 * with stable keys), what is sent (`toPayload`), and the edits of the island. Free of zod and
 * React: the server's first render and the island's start from the same state.
 */
import {
  CONTACT_LIST_INFO,
  CONTACT_LISTS,
  DEFAULT_PASSWORD_EXPIRY,
  fileDirection,
  MAX_CONTACTS_PER_LIST,
  splitList,
  type ContactList,
  type EntityType,
  type PasswordExpiry,
  type Person,
  type PersonField,
} from '../../core/connection-request';
import type { CaptchaStatus } from '../form-engine';

export interface DraftRow extends Person {
  /** Stable across removals of other rows (React's key). */
  key: number;
}

export interface Draft {
  entityType: EntityType | '';
  serviceType: string;
  transferMethod: string;
  submitter: Person;
  firmName: string;
  /** Lists as typed: entries separated by commas, spaces or new lines. */
  mnemonics: string;
  leiAddress: string;
  mics: string;
  externalIpList: string;
  doesPassExpirePeriodically: PasswordExpiry;
  maxPasswordAge: string;
  passwordContactType: string;
  contacts: Record<ContactList, DraftRow[]>;
}

export type Status = 'idle' | 'submitting' | 'submitted' | 'error';

export interface State {
  draft: Draft;
  /** The key of the next row added. */
  nextKey: number;
  status: Status;
  /** Problems by path below `values` (`contacts/tech/1/emailId`); `''` for the request as a whole. */
  errors: Record<string, string>;
  /** Why sending failed when no field is to blame (connectivity, captcha, rate limit). */
  failure: string;
  /** The server's answer to a stored request. */
  message: string;
  captcha: CaptchaStatus;
  /** Read out politely after a row is added or removed. */
  announcement: string;
}

const emptyPerson = (): Person => ({ firstName: '', lastName: '', jobTitle: '', emailId: '', phoneNumber: '' });

/** The form as it first shows: one row in each list that needs one, passwords not expiring (§5). */
export function initialState(entityType: EntityType | ''): State {
  let nextKey = 0;
  const contacts = Object.fromEntries(
    CONTACT_LISTS.map((list) => [list, Array.from({ length: CONTACT_LIST_INFO[list].min }, () => ({ ...emptyPerson(), key: nextKey++ }))]),
  ) as Record<ContactList, DraftRow[]>;
  return {
    draft: {
      entityType,
      serviceType: '',
      transferMethod: '',
      submitter: emptyPerson(),
      firmName: '',
      mnemonics: '',
      leiAddress: '',
      mics: '',
      externalIpList: '',
      doesPassExpirePeriodically: DEFAULT_PASSWORD_EXPIRY,
      maxPasswordAge: '',
      passwordContactType: '',
      contacts,
    },
    nextKey,
    status: 'idle',
    errors: {},
    failure: '',
    message: '',
    captcha: 'idle',
    announcement: '',
  };
}

const personOf = ({ firstName, lastName, jobTitle, emailId, phoneNumber }: Person): Person => ({ firstName, lastName, jobTitle, emailId, phoneNumber });

/** What the island sends as `values`: lists split, fields that do not apply left empty. */
export function toPayload(draft: Draft): Record<string, unknown> {
  const expires = draft.doesPassExpirePeriodically === 'Yes';
  return {
    entityType: draft.entityType,
    serviceType: draft.serviceType,
    transferMethod: fileDirection(draft.serviceType) ? draft.transferMethod : '',
    submitter: personOf(draft.submitter),
    firmName: draft.firmName,
    mnemonics: splitList(draft.mnemonics),
    leiAddress: draft.leiAddress,
    mics: splitList(draft.mics),
    externalIpList: splitList(draft.externalIpList),
    doesPassExpirePeriodically: draft.doesPassExpirePeriodically,
    maxPasswordAge: expires ? draft.maxPasswordAge : null,
    passwordContactType: draft.passwordContactType,
    contacts: Object.fromEntries(CONTACT_LISTS.map((list) => [list, draft.contacts[list].map(personOf)])),
  };
}

/** The draft with the text at `path` (`firmName`, `submitter/emailId`, `contacts/tech/1/phoneNumber`) replaced. */
export function setField(draft: Draft, path: string, value: string): Draft {
  const [top, second, third, fourth] = path.split('/');
  if (top === 'submitter' && second) return { ...draft, submitter: { ...draft.submitter, [second as PersonField]: value } };
  if (top === 'contacts' && second && third !== undefined && fourth) {
    const list = second as ContactList;
    const index = Number(third);
    const rows = draft.contacts[list].map((row, i) => (i === index ? { ...row, [fourth as PersonField]: value } : row));
    return { ...draft, contacts: { ...draft.contacts, [list]: rows } };
  }
  if (top === 'serviceType') {
    // A method chosen for a push product is no method of a pull product.
    return { ...draft, serviceType: value, transferMethod: '' };
  }
  return top && Object.hasOwn(draft, top) && typeof draft[top as keyof Draft] === 'string' ? { ...draft, [top]: value } : draft;
}

/** Whether another contact fits in `list`. */
export const canAdd = (draft: Draft, list: ContactList): boolean => draft.contacts[list].length < MAX_CONTACTS_PER_LIST;
/** Whether a contact may leave `list` (lists that need one keep it). */
export const canRemove = (draft: Draft, list: ContactList): boolean => draft.contacts[list].length > CONTACT_LIST_INFO[list].min;

/** A new empty row at the end of `list` (when it fits). */
export function addContact(state: State, list: ContactList): State {
  if (!canAdd(state.draft, list)) return state;
  const rows = [...state.draft.contacts[list], { ...emptyPerson(), key: state.nextKey }];
  const { one } = CONTACT_LIST_INFO[list];
  return { ...state, nextKey: state.nextKey + 1, draft: { ...state.draft, contacts: { ...state.draft.contacts, [list]: rows } }, announcement: `${one} ${rows.length} added.` };
}

/** `list` without row `index`; the problems of later rows move up with them. */
export function removeContact(state: State, list: ContactList, index: number): State {
  if (!canRemove(state.draft, list) || index >= state.draft.contacts[list].length) return state;
  const rows = state.draft.contacts[list].filter((_, i) => i !== index);
  const prefix = `contacts/${list}/`;
  const errors: Record<string, string> = {};
  for (const [path, problem] of Object.entries(state.errors)) {
    if (!path.startsWith(prefix)) {
      errors[path] = problem;
      continue;
    }
    const [row, ...rest] = path.slice(prefix.length).split('/');
    const at = Number(row);
    if (at < index) errors[path] = problem;
    // Later rows move up one: their problems follow them, with the row's new number.
    else if (at > index) errors[[`${prefix}${at - 1}`, ...rest].join('/')] = problem.replace(`${CONTACT_LIST_INFO[list].one} ${at + 1}:`, `${CONTACT_LIST_INFO[list].one} ${at}:`);
  }
  return {
    ...state,
    draft: { ...state.draft, contacts: { ...state.draft.contacts, [list]: rows } },
    errors,
    announcement: `${CONTACT_LIST_INFO[list].one} ${index + 1} removed.`,
  };
}

/** Where focus goes after removing row `index` of `list`: the row now in its place, else the one before, else the add button. */
export function focusAfterRemove(draft: Draft, list: ContactList, index: number): { row: number } | 'add' {
  const count = draft.contacts[list].length;
  if (index < count) return { row: index };
  if (count > 0) return { row: count - 1 };
  return 'add';
}

/** Problems of a FORM_INVALID answer, by path below `values` (`/values/contacts/tech/1/emailId`). */
export function errorsFromIssues(issues: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const path = issue.path.replace(/^\/values\/?/, '');
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return errors;
}
