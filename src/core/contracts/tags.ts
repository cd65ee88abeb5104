/**
 * What each tag of the route table groups, for the OpenAPI document's `tags` (issue 42 item 11):
 * every tag a route uses is declared here with a description (tested), so generated clients
 * and documentation browsers group and explain the operations.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Archive: 'The record of what each site served: a path at an instant, its entries, exports and verification.',
  Audit: 'Who did what and when, across the installation.',
  Banners: 'Site-wide banners: their message, tone, sites and time window.',
  Charts: 'Series for chart components, from the configured sources.',
  'Component catalogue': 'Every component kind with its props, slots, rules and rendered samples.',
  Components: 'The component kinds the editor offers.',
  Documents: 'Pages and partials: create, read, move, copy, delete, and their drafts.',
  Editing: 'What the editor needs while a page is open.',
  Forms: 'Visitors’ form posts and the forms that take them.',
  Health: 'Liveness, readiness and metrics for load balancers and monitoring.',
  Jobs: 'Background work: what runs, what ran, and how it went.',
  Launcher: 'The market-data launcher downloads.',
  'Market data': 'Quotes, sessions, halts and history for market-data widgets.',
  Media: 'The media library: upload, list, describe and delete files.',
  Notices: 'Notices and circulars: search, import, publish and their topics.',
  'Notification alerts': 'Alerts visitors subscribe to.',
  Outbox: 'E-mails, text messages and webhook calls waiting to be sent or sent.',
  Presence: 'Who else has a document open.',
  'Preview links': 'Links that show a draft to people without an account.',
  'Product guide': 'The product guide’s pages and search.',
  Reference: 'Reference lists the editor’s pickers offer.',
  Rendering: 'Pages rendered for the editor’s sandboxed previews.',
  Reports: 'Summaries for staff.',
  Retention: 'How long submissions, visitors and logs are kept, and what was removed.',
  Review: 'Four eyes: review requests, comments, approvals and rejections.',
  Schedules: 'Publishing at a set time.',
  Sessions: 'Signing editors in and out.',
  Sites: 'The eight sites: settings, redirects, approval, export and import.',
  Submissions: 'What visitors sent through forms, and their files.',
  Users: 'Editor accounts and their roles per site.',
  Versions: 'Publishing, published versions, restores, diffs and draft saves.',
  Visitors: 'Visitor accounts, sign-in, subscriptions and their data.',
};
