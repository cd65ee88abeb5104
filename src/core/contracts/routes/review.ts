import { editor, reviewer } from '../access';
import {
  ApproveReviewBody,
  CreateReviewBody,
  CreateReviewParams,
  RejectReviewBody,
  ReviewCommentBody,
  ReviewCommentResponse,
  ReviewDecisionResponse,
  ReviewDetailResponse,
  ReviewListQuery,
  ReviewListResponse,
  ReviewRequestParams,
  ReviewRequestResponse,
} from '../review';
import { route } from '../route';

const tags = ['Review'];
/** Review before publishing (issue 23 item 2): requests bound to one exact draft, comments, decisions. */
export const reviewRoutes = {
  requestReview: route({
    method: 'POST',
    path: '/api/cms/documents/:id/review-requests',
    params: CreateReviewParams,
    body: CreateReviewBody,
    responses: { 201: ReviewRequestResponse },
    access: editor,
    summary: 'Ask for review of the draft at `revision` (409 when the draft is newer or there is nothing to publish)',
    tags,
  }),
  listReviewRequests: route({
    method: 'GET',
    path: '/api/cms/review-requests',
    query: ReviewListQuery,
    responses: { 200: ReviewListResponse },
    access: editor,
    summary: 'The queue of your sites (reviewers) and your own requests, newest first',
    tags,
  }),
  getReviewRequest: route({
    method: 'GET',
    path: '/api/cms/review-requests/:id',
    params: ReviewRequestParams,
    responses: { 200: ReviewDetailResponse },
    access: editor,
    summary: 'A review request with its comments, the live version and the document (for its reviewers and its requester)',
    tags,
  }),
  commentOnReview: route({
    method: 'POST',
    path: '/api/cms/review-requests/:id/comments',
    params: ReviewRequestParams,
    body: ReviewCommentBody,
    responses: { 201: ReviewCommentResponse },
    access: editor,
    summary: 'Comment on an open review request (its reviewers and its requester)',
    tags,
  }),
  approveReview: route({
    method: 'POST',
    path: '/api/cms/review-requests/:id/approve',
    params: ReviewRequestParams,
    body: ApproveReviewBody,
    responses: { 200: ReviewDecisionResponse },
    access: reviewer,
    summary: 'Approve: publishes exactly the requested draft, or schedules it for `publishAt` (409 when it changed since it was requested)',
    tags,
  }),
  rejectReview: route({
    method: 'POST',
    path: '/api/cms/review-requests/:id/reject',
    params: ReviewRequestParams,
    body: RejectReviewBody,
    responses: { 200: ReviewDecisionResponse },
    access: reviewer,
    summary: 'Reject with a comment',
    tags,
  }),
};
