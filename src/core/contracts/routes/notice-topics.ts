import { editor, publisher } from '../access';
import {
  CreateNoticeTopicBody,
  NoticeTopicDeleted,
  NoticeTopicListResponse,
  NoticeTopicParams,
  NoticeTopicQuery,
  NoticeTopicResponse,
  RenameNoticeTopicBody,
} from '../notice-topics';
import { route } from '../route';

const tags = ['Notices'];

/**
 * The managed list of notice topics per collection: every editor reads it (the notice form's
 * choices); Super Users and Admins of every site change it, as notices show on every site.
 */
export const noticeTopicRoutes = {
  listManagedNoticeTopics: route({
    method: 'GET',
    path: '/api/cms/notice-topics',
    query: NoticeTopicQuery,
    responses: { 200: NoticeTopicListResponse },
    access: editor,
    summary: 'The managed topics of a collection (of every collection without one), with how many notices have each',
    tags,
  }),
  createNoticeTopic: route({
    method: 'POST',
    path: '/api/cms/notice-topics',
    body: CreateNoticeTopicBody,
    responses: { 201: NoticeTopicResponse },
    access: publisher,
    summary: 'Add a topic to a collection’s list (409 when it has one of that name, whatever its case)',
    tags,
  }),
  renameNoticeTopic: route({
    method: 'PATCH',
    path: '/api/cms/notice-topics/:id',
    params: NoticeTopicParams,
    body: RenameNoticeTopicBody,
    responses: { 200: NoticeTopicResponse },
    access: publisher,
    summary: 'Rename a topic; the notices that have it are renamed with it',
    tags,
  }),
  deleteNoticeTopic: route({
    method: 'DELETE',
    path: '/api/cms/notice-topics/:id',
    params: NoticeTopicParams,
    responses: { 200: NoticeTopicDeleted },
    access: publisher,
    summary: 'Remove a topic no notice has (409 naming how many notices have it otherwise)',
    tags,
  }),
};
