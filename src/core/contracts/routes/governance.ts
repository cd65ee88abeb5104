import { admin, publisher } from '../access';
import { BannerBody, BannerListQuery, BannerListResponse, BannerParams, BannerResponse } from '../banners';
import { NoContent } from '../common';
import { route } from '../route';
import {
  ContentRetentionBody,
  ContentRetentionParams,
  ContentRetentionResponse,
  FormRetentionBody,
  FormRetentionParams,
  FormRetentionResponse,
  RetentionSettingsResponse,
} from '../retention';

const retention = ['Retention'];
/** Retention periods (Admins): per content type, and per form. */
export const retentionRoutes = {
  getRetention: route({
    method: 'GET',
    path: '/api/cms/retention',
    responses: { 200: RetentionSettingsResponse },
    access: admin,
    summary: 'How long draft saves and preview links (per content type) and submissions (per form) are kept',
    tags: retention,
  }),
  setContentRetention: route({
    method: 'PUT',
    path: '/api/cms/retention/content/:kind/:subject',
    params: ContentRetentionParams,
    body: ContentRetentionBody,
    responses: { 200: ContentRetentionResponse },
    access: admin,
    summary: 'Set how long a content type’s draft saves, or preview links after they stopped working, are kept (1 to 3650 days; null keeps them)',
    tags: retention,
  }),
  setFormRetention: route({
    method: 'PUT',
    path: '/api/cms/retention/forms/:site/:formId',
    params: FormRetentionParams,
    body: FormRetentionBody,
    responses: { 200: FormRetentionResponse },
    access: admin,
    summary: 'Give a form its own retention period for all its submissions (1 to 3650 days)',
    tags: retention,
  }),
  clearFormRetention: route({
    method: 'DELETE',
    path: '/api/cms/retention/forms/:site/:formId',
    params: FormRetentionParams,
    responses: { 204: NoContent },
    access: admin,
    summary: 'Take a form’s own period away: each submission is kept for the period the form gave it',
    tags: retention,
  }),
};

const banners = ['Banners'];
/** Site-wide banners and disclaimers (Super Users and Admins). */
export const bannerRoutes = {
  listBanners: route({
    method: 'GET',
    path: '/api/cms/banners',
    query: BannerListQuery,
    responses: { 200: BannerListResponse },
    access: publisher,
    summary: 'Banners and disclaimers of your sites, latest start first, with their sites, times and state (scheduled, live, ended); by kind and state (limit 50, at most 200)',
    tags: banners,
  }),
  createBanner: route({
    method: 'POST',
    path: '/api/cms/banners',
    body: BannerBody,
    responses: { 201: BannerResponse },
    access: publisher,
    summary: 'Show a banner (top of every page) or disclaimer (above the footer) on one or more sites from a start until an optional end',
    tags: banners,
  }),
  updateBanner: route({
    method: 'PUT',
    path: '/api/cms/banners/:id',
    params: BannerParams,
    body: BannerBody,
    responses: { 200: BannerResponse },
    access: publisher,
    summary: 'Change a banner’s text, tone, sites or times',
    tags: banners,
  }),
  deleteBanner: route({
    method: 'DELETE',
    path: '/api/cms/banners/:id',
    params: BannerParams,
    responses: { 204: NoContent },
    access: publisher,
    summary: 'Remove a banner or disclaimer from all its sites',
    tags: banners,
  }),
};
