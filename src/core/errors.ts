/**
 * The error catalogue: every message a person may read, with a stable code and an HTTP
 * status. The specification's exact wordings live here and nowhere else.
 */
interface CatalogueEntry {
  status: number;
  /** Message template; `{name}` placeholders are filled from the params. */
  message: string;
}

export const catalogue = {
  // Specification §5 and §8, to the letter.
  REQUIRED: { status: 400, message: '{label} is required.' },
  FIELD_REQUIRED: { status: 400, message: '{field} is required' },
  MIN_VALUE: { status: 400, message: 'Value of "{field}" should be >= {min}.' },
  MAX_VALUE: { status: 400, message: 'Value of "{field}" should be <= {max}.' },
  MAX_LINKS: { status: 400, message: 'Maximum: {max} links' },
  FETCH_FAILED: { status: 502, message: '{status} {statusText}: {url}' },
  UNKNOWN_INTENT: { status: 400, message: 'Unknown intent' },
  FORM_INVALID: {
    status: 400,
    message: 'Some fields are missing or have errors. Please correct the errors before submitting the form.',
  },
  FORM_SUBMIT_FAILED: {
    status: 502,
    message: 'There was an error submitting the form. Please check your connectivity and try again.',
  },
  REQUEST_FAILED: { status: 502, message: 'There was an error with your request. Please try again later.' },
  CONNECTION_REQUEST_SUCCESS: {
    status: 200,
    message:
      'Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.',
  },

  // Platform errors.
  BAD_REQUEST: { status: 400, message: '{detail}' },
  INVALID_BODY: { status: 400, message: 'Invalid request: {detail}' },
  INVALID_TEXT: { status: 400, message: 'Invalid request: {field}: {problem}' },
  INVALID_VALUE: { status: 400, message: 'Invalid request: a value is not acceptable to the database ({detail})' },
  INVALID_TREE: { status: 400, message: 'Invalid page tree: {detail}' },
  UNKNOWN_COMPONENT: { status: 400, message: 'Unknown component "{name}"' },
  UNKNOWN_SLOT: { status: 400, message: 'Component "{name}" has no slot "{slot}"' },
  DISALLOWED_CHILD: { status: 400, message: 'Slot "{slot}" of "{parent}" does not accept "{child}"' },
  SLOT_FULL: { status: 400, message: 'Slot "{slot}" of "{parent}" takes at most {max} components' },
  DUPLICATE_ID: { status: 400, message: 'Duplicate node id {id}' },
  TREE_TOO_DEEP: { status: 400, message: 'The tree is deeper than {max} levels' },
  TREE_TOO_LARGE: { status: 400, message: 'The tree has more than {max} nodes' },
  FORBIDDEN_KEY: { status: 400, message: 'The key "{key}" is not allowed' },
  ROOT_ONLY: { status: 400, message: 'Component "{name}" may only be the root of a document' },
  BAD_ROOT: { status: 400, message: 'A {kind} must have a {expected} root' },
  INVALID_PATH: { status: 400, message: 'Invalid path "{path}": {reason}' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is larger than {limit}' },
  IMPORT_TOO_LARGE: { status: 413, message: 'The CSV file is larger than the {limit} MB a notice import accepts; split it into smaller files' },
  BUNDLE_INVALID: { status: 422, message: 'The site bundle cannot be imported: {count}; nothing was changed' },
  BUNDLE_TOO_LARGE: { status: 413, message: 'The site bundle is larger than the {limit} MB an import accepts' },
  IMPORT_TOO_MANY_ROWS: { status: 413, message: 'The CSV file has more than the {max} rows a notice import accepts; split it into smaller files' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json' },
  UNAUTHENTICATED: { status: 401, message: 'Sign in to continue' },
  BAD_CREDENTIALS: { status: 401, message: 'The e-mail address or password is wrong' },
  // `on` is " on <site>" when the rule is a site's (issue 23 item 1), else empty.
  FORBIDDEN: { status: 403, message: 'Your role{on} ({role}) may not {action}' },
  CSRF: { status: 403, message: 'Missing or wrong CSRF token: send the x-csrf-token header from sign-in' },
  CROSS_SITE: { status: 403, message: 'Changes are accepted only from pages of this site, not from {origin}' },
  NOT_FOUND: { status: 404, message: '{what} not found' },
  UNKNOWN_SITE: { status: 404, message: 'No site is served at "{host}"' },
  PUBLIC_ORIGIN_INVALID: { status: 400, message: 'Enter the public address as http:// or https:// with a host and an optional port only, like https://www.nyse.com: {reason}' },
  CONFLICT: {
    status: 409,
    message: 'The draft was saved by someone else (revision {current}); reload it or save on top of revision {current}',
  },
  DRAFT_CHANGED: {
    status: 409,
    message: 'The draft changed after you reviewed it: {by} saved revision {current} at {at}. Review that revision, then publish again',
  },
  ALREADY_EXISTS: { status: 409, message: '{what} already exists' },
  PATH_REDIRECTED: { status: 409, message: 'Visitors to {path} are redirected to {to}: remove that redirect in the site settings before publishing a page there' },
  JOB_RUNNING: { status: 409, message: 'The {job} job is running now; run it again when this run has finished' },
  ARCHIVE_RECORDING: { status: 409, message: 'What {path} on {site} served at {at} is still being recorded (published {since}); try again in a moment' },
  NOT_PUBLISHED: { status: 409, message: 'The document is not published' },
  LAST_ADMIN: { status: 409, message: 'Every site keeps at least one active Admin: make another user an Admin of {site} before changing {name}' },
  PAGE_INCOMPLETE: { status: 409, message: 'The page cannot be published until {count} to fix: {detail}' },
  NOTHING_TO_PUBLISH: { status: 409, message: 'Nothing to publish: the draft is the same as published version {version}' },
  REVIEW_REQUIRED: {
    status: 409,
    message: 'Publishing on {site}, and taking a live page off it, needs a review by someone else: ask for review. Only an Admin may go ahead without one, marked urgent with a reason',
  },
  REVIEW_DECIDED: { status: 409, message: 'This review request is {state} already ({by} at {at})' },
  REVIEW_STALE: {
    status: 409,
    message: 'The draft changed since it was requested (revision {requested}, now {current}): nothing was published. Ask for review of the current draft',
  },
  OWN_REVIEW: { status: 403, message: 'You cannot approve your own review request' },
  OWN_DRAFT_REVIEW: { status: 403, message: 'You saved this draft since it was last published: someone who did not must approve it' },
  ACCOUNT_DISABLED: { status: 403, message: 'This account is disabled. Ask the help desk of this site to enable it.' },
  UNSUPPORTED_FILE: { status: 415, message: 'This file cannot be uploaded: {reason}' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is larger than {limit}' },
  IMAGE_DAMAGED: { status: 422, message: 'The image is damaged or incomplete: {reason}' },
  DATA_UNREADABLE: { status: 422, message: 'The data at {url} could not be read: {reason}' },
  ATTACHMENT_TOO_LARGE: { status: 413, message: '{label}: the file is larger than {limit}' },
  FORM_FILE_FIRST: { status: 400, message: 'A form post sends {fields} before any file: the form and its captcha are checked before files are read' },
  MULTIPART_LIMIT: { status: 413, message: 'The request has more {what} than the {max} accepted' },
  MULTIPART_MALFORMED: { status: 400, message: 'The multipart/form-data body is malformed: {detail}' },
  UNKNOWN_TOPIC: { status: 400, message: 'topic: "{topic}" is not a topic of {collection}; choose one of its list ({choices}), or ask a Super User or Admin to add it under Notices › Topics' },
  TOPIC_IN_USE: { status: 409, message: '"{name}" is the topic of {count} notice(s) in {collection}: give them another topic first, or rename the topic instead' },
  MEDIA_IN_USE: { status: 409, message: '{name} is used on {count} page(s): {where}. Delete it anyway only if those pages no longer need it.' },
  CAPTCHA_FAILED: { status: 400, message: 'The captcha check failed: {reason}.' },
  CAPTCHA_UNAVAILABLE: { status: 503, message: 'The captcha check is not available right now, so nothing was sent. Try again in a few minutes.' },
  SUBSCRIPTION_PENDING: {
    status: 202,
    message:
      'Check your e-mail: we sent a link to confirm your subscription. Your alerts start once you follow it. If no e-mail arrives within an hour, go back and resubmit the form, or contact the help desk.',
  },
  SUBSCRIPTION_LINK_INVALID: { status: 404, message: 'This link has expired or was used already. Go back and resubmit the form, or contact the help desk.' },
  SIGN_IN_FAILED: { status: 400, message: 'The sign-in at {provider} did not succeed: {reason}' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: '{what} is not answering right now. Try again in a few minutes.' },
  UPSTREAM_REFUSED: { status: 502, message: '{what} may not be reached from this server: an administrator must change its address.' },
  OUTBOUND_TIMEOUT: { status: 504, message: '{url}: no complete answer within {ms} ms' },
  OUTBOUND_ABORTED: { status: 503, message: '{url}: stopped before it ended' },
  PHONE_SIGNATURE_INVALID: { status: 403, message: 'The request does not carry a valid signature of the SMS provider' },
  PHONE_CALLBACK_REPLAYED: { status: 409, message: 'This signed request of the SMS provider was received before; it is accepted once' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts; try again in {retry}' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side; the error was logged' },
  UNAVAILABLE: { status: 503, message: 'The database is not reachable right now. Try again in a few seconds.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;

export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : whole));
}

export function message(code: ErrorCode, params: Record<string, unknown> = {}): string {
  return formatMessage(catalogue[code].message, params);
}

export interface Issue {
  /** JSON pointer of the offending value, e.g. `/root/slots/main/2/props/href`. */
  path: string;
  message: string;
}

/** An error a person can act on: code, HTTP status, message, and where applicable the issues. */
export class TesseraError extends Error {
  override name = 'TesseraError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: readonly Issue[];
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, params: Record<string, unknown> = {}, issues: readonly Issue[] = []) {
    super(message(code, params));
    this.code = code;
    this.status = catalogue[code].status;
    this.issues = issues;
    this.details = params;
  }

  toJSON() {
    return {
      error: this.code,
      message: this.message,
      ...(this.issues.length > 0 ? { issues: this.issues } : {}),
      // A conflict names the revision the server holds, so a client can reload or rebase on it.
      ...(this.code === 'CONFLICT' ? { current: this.details.current } : {}),
      // A publish of a stale revision also names who saved the newer one, and when.
      ...(this.code === 'DRAFT_CHANGED' ? { current: this.details.current, updatedBy: this.details.by, updatedAt: this.details.at } : {}),
    };
  }
}

export function fail(code: ErrorCode, params: Record<string, unknown> = {}, issues: readonly Issue[] = []): never {
  throw new TesseraError(code, params, issues);
}
