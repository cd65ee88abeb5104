import { editor, publisher } from '../access';
import { Ok } from '../common';
import { DeleteMediaQuery, MediaDetailResponse, MediaListResponse, MediaParams, MediaQuery, MediaResponse, MediaUploadResponse, UpdateMediaBody } from '../media';
import { route } from '../route';

const tags = ['Media'];
/** The media library for editors (its files, `/media/…`, are not API routes). */
export const mediaRoutes = {
  uploadMedia: route({
    method: 'POST',
    path: '/api/cms/media',
    upload: 'multipart/form-data',
    responses: { 201: MediaUploadResponse, 200: MediaUploadResponse },
    access: editor,
    summary: 'Upload a file (multipart/form-data: `file`, optional `alt`); its type is read from its bytes',
    tags,
  }),
  listMedia: route({
    method: 'GET',
    path: '/api/cms/media',
    query: MediaQuery,
    responses: { 200: MediaListResponse },
    access: editor,
    summary: 'The library, newest first',
    tags,
  }),
  getMedia: route({
    method: 'GET',
    path: '/api/cms/media/:hash',
    params: MediaParams,
    responses: { 200: MediaDetailResponse },
    access: editor,
    summary: 'A file and every page that uses it',
    tags,
  }),
  updateMedia: route({
    method: 'PATCH',
    path: '/api/cms/media/:hash',
    params: MediaParams,
    body: UpdateMediaBody,
    responses: { 200: MediaResponse },
    access: editor,
    summary: "Rename a file, or set an image's alt text and focal point",
    tags,
  }),
  deleteMedia: route({
    method: 'DELETE',
    path: '/api/cms/media/:hash',
    params: MediaParams,
    query: DeleteMediaQuery,
    responses: { 200: Ok },
    access: publisher,
    summary: 'Delete a file; one that pages use is refused (409, naming them) unless `confirm=true`',
    tags,
  }),
};
