import { createElement, type ReactElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import { ManageSubscriptionForm as ManageBody, routes, type Site } from '../../core/contracts';
import { message, TesseraError } from '../../core/errors';
import { ManageSubscriptionForm, SubscriptionAction, SubscriptionMessage } from '../../render/subscription-pages';
import { anyone } from '../access';
import { publicOrigin, siteHostnames } from '../public-origin';
import { renderSiteDocument } from '../render-page';
import { serve } from '../route-table';

function siteOf(request: FastifyRequest): Site {
  if (request.site.kind !== 'site') throw new TesseraError('NOT_FOUND', { what: 'A site at this address' });
  return request.site.site;
}

/** The subscription centre's server side: requests, verification links and signed manage links. */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const server = app;
  const ctx = server.content;
  const { secret } = server.config;

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, title: string, form: ReactElement) {
    const site = siteOf(request);
    const html = await renderSiteDocument(server, content.platformPage(server.content, { site: site.id, path: '/subscriptions', title, slots: {} }), { platformForm: form });
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').header('referrer-policy', 'same-origin').send(html);
  }

  serve(app, routes.subscribe, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const site = siteOf(request);
    const { captcha, ...body } = request.body;
    await content.requestSubscription(ctx, { site: site.id, siteName: site.name, origin: publicOrigin(app, site), secret, ...body, ...(captcha ? { captchaAnswer: captcha } : {}), remoteIp: request.ip, hostnames: siteHostnames(app, site) });
    return reply.status(202).send({ status: 'pending' as const, message: message('SUBSCRIPTION_PENDING') });
  });

  const invalidLink = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof TesseraError) || error.code !== 'SUBSCRIPTION_LINK_INVALID') throw error;
    return sendPage(request, reply, 404, 'Link not valid', createElement(SubscriptionMessage, { heading: 'This link does not work', text: error.message }));
  };
  const TokenQuery = z.object({ token: z.string().max(200).default('') });

  // The e-mailed link opens a page with a button: a scanner that follows links confirms nothing.
  app.get('/subscriptions/verify', { schema: { hide: true, querystring: TokenQuery }, config: { access: anyone, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const site = siteOf(request);
    return sendPage(request, reply, 200, 'Confirm your subscription', createElement(SubscriptionAction, {
      heading: 'Confirm your subscription',
      text: `Choose Confirm to start the ${site.name} alerts asked for at your address.`,
      action: '/subscriptions/verify',
      fields: { token: (request.query as z.output<typeof TokenQuery>).token },
      button: 'Confirm subscription',
    }));
  });

  app.post('/subscriptions/verify', { schema: { hide: true, body: TokenQuery }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    try {
      const subscription = await content.verifySubscription(ctx, { token: (request.body as z.output<typeof TokenQuery>).token });
      const link = new URL(content.manageLink({ origin: publicOrigin(app, siteOf(request)), secret, id: subscription.id }));
      return sendPage(request, reply, 200, 'Subscription confirmed', createElement(SubscriptionMessage, {
        heading: 'Your subscription is confirmed',
        text: `Alerts will go to ${subscription.email}. You can change or end them at any time.`,
        link: { href: link.pathname + link.search, label: 'Manage your alerts' },
      }));
    } catch (error) {
      return invalidLink(request, reply, error);
    }
  });

  const LinkQuery = z.object({ id: z.string().max(40), expires: z.coerce.number().int().default(0), sig: z.string().max(100).default('') });

  app.get('/subscriptions/manage', { schema: { hide: true, querystring: LinkQuery }, config: { access: anyone } }, async (request, reply) => {
    const link = request.query as z.output<typeof LinkQuery>;
    try {
      const s = await content.managedSubscription(ctx, { ...link, secret });
      return sendPage(request, reply, 200, 'Your alerts', createElement(ManageSubscriptionForm, { email: s.email, phone: s.phone, channels: s.channels, topics: s.topics, link }));
    } catch (error) {
      return invalidLink(request, reply, error);
    }
  });

  // An e-mail's unsubscribe link: a page with a button (GET changes nothing); its POST, also a
  // mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`), ends the subscription.
  app.get('/subscriptions/unsubscribe', { schema: { hide: true, querystring: LinkQuery }, config: { access: anyone } }, async (request, reply) => {
    const link = request.query as z.output<typeof LinkQuery>;
    try {
      const s = await content.managedSubscription(ctx, { ...link, secret });
      return sendPage(request, reply, 200, 'Unsubscribe', createElement(SubscriptionAction, {
        heading: 'End your alerts',
        text: `Choose Unsubscribe to stop every alert to ${s.email}.`,
        action: `/subscriptions/unsubscribe?${new URLSearchParams({ id: link.id, expires: String(link.expires), sig: link.sig }).toString()}`,
        fields: {},
        button: 'Unsubscribe',
      }));
    } catch (error) {
      return invalidLink(request, reply, error);
    }
  });

  app.post('/subscriptions/unsubscribe', { schema: { hide: true, querystring: LinkQuery }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const link = request.query as z.output<typeof LinkQuery>;
    try {
      await content.changeSubscription(ctx, { ...link, secret, unsubscribe: true });
    } catch (error) {
      return invalidLink(request, reply, error);
    }
    return sendPage(request, reply, 200, 'Unsubscribed', createElement(SubscriptionMessage, { heading: 'You are unsubscribed', text: 'No more alerts will be sent. You can subscribe again at any time.' }));
  });

  app.post('/subscriptions/manage', { schema: { hide: true }, config: { access: anyone, acceptsForm: true } }, async (request, reply) => {
    const parsed = ManageBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new TesseraError('BAD_REQUEST', { detail: parsed.error.issues[0]!.message });
    const { id, expires, sig, phone, topics, action } = parsed.data;
    const channels = parsed.data.channels === undefined ? [] : [parsed.data.channels].flat();
    const link = { id, expires, sig };
    if (action === 'unsubscribe') {
      await content.changeSubscription(ctx, { ...link, secret, unsubscribe: true });
      return sendPage(request, reply, 200, 'Unsubscribed', createElement(SubscriptionMessage, { heading: 'You are unsubscribed', text: 'No more alerts will be sent. You can subscribe again at any time.' }));
    }
    const current = await content.managedSubscription(ctx, { ...link, secret });
    const topicList = topics.split(',').map((t) => t.trim()).filter(Boolean).slice(0, 50);
    const problem = channels.length === 0 ? 'Choose at least one way to receive alerts, or unsubscribe.' : (channels.includes('sms') || channels.includes('voice')) && !phone ? message('REQUIRED', { label: 'Phone number' }) : undefined;
    if (problem) {
      return sendPage(request, reply, 400, 'Your alerts', createElement(ManageSubscriptionForm, { email: current.email, phone, channels, topics: topicList, link, error: problem }));
    }
    const saved = (await content.changeSubscription(ctx, { ...link, secret, phone, channels, topics: topicList }))!;
    return sendPage(request, reply, 200, 'Your alerts', createElement(ManageSubscriptionForm, { email: saved.email, phone: saved.phone, channels: saved.channels, topics: saved.topics, link, notice: 'Your changes are saved.' }));
  });
}
