import { anyone } from '../access';
import { NoContent, SiteParams } from '../common';
import { PhoneCallbackBody, PhoneStatusParams } from '../phone';
import { route } from '../route';

const tags = ['Outbox'];

/**
 * The SMS and voice provider's callbacks (issue 25 item 4). Public routes: the provider proves
 * itself with its signature (HMAC of the URL and fields, keyed with the account's token), which
 * the operation checks before anything is read or written.
 */
export const phoneRoutes = {
  reportPhoneDelivery: route({
    method: 'POST',
    path: '/api/sms/status/:id',
    params: PhoneStatusParams,
    body: PhoneCallbackBody,
    responses: { 204: NoContent },
    access: anyone,
    summary: "The SMS provider's delivery report of outbox message :id (form-encoded, signed): delivered, or failed with the reason",
    tags,
  }),
  receivePhoneReply: route({
    method: 'POST',
    path: '/api/sms/inbound/:site',
    params: SiteParams,
    body: PhoneCallbackBody,
    responses: { 204: NoContent },
    access: anyone,
    summary: "A reply to the site's alerts relayed by the SMS provider (form-encoded, signed): STOP and its synonyms end SMS and voice alerts to the number, START or UNSTOP resume them",
    tags,
  }),
};
