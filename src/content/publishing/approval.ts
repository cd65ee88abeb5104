// src/content/publishing/approval.ts
/** How a publication was approved: through a review request, or an Admin's urgent publish without review. */
export type Approval =
  | { kind: 'review'; requestId: string; requestedBy: string; approvedBy: string }
  | { kind: 'urgent'; reason: string; by: string };
