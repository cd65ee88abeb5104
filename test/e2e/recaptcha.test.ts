// Issue 25 item 3: a reCAPTCHA site's form in Chromium. Google is never reached: its script's
// address is answered from the test with a small fake `grecaptcha` that calls back with a token,
// every other request off this machine is aborted, and the site's verification address is a
// loopback stand-in. The script must be asked for only once the visitor turns to the form.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { page as demoPage } from '../../src/cli/seed/build';
import { chatComplianceForm } from '../../src/components/chat-compliance-form/definition';
import { form } from '../../src/components/form/definition';
import { node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const SITE = 'mersinc';
const SITE_KEY = '6Lc-e2e-site-key';
const PROP_KEY = '6Lc-e2e-chat-form-key';
const SECRET = 'e2e-recaptcha-secret-server-only';

/** Google's api.js, as far as the islands use it: explicit render, execute, a token by callback, `onload`. */
const FAKE_GRECAPTCHA = `(function () {
  var seen = (window.__fakeRecaptcha = { renders: [], executes: 0 });
  var widgets = [];
  window.grecaptcha = {
    render: function (container, parameters) { seen.renders.push(parameters.sitekey + ':' + parameters.size); widgets.push(parameters); return widgets.length - 1; },
    reset: function () {},
    execute: function (id) {
      seen.executes += 1;
      var token = 'fake-token-' + widgets[id].sitekey + '-' + seen.executes;
      setTimeout(function () { widgets[id].callback(token); }, 20);
    }
  };
  var onload = /[?&]onload=([^&]+)/.exec(document.currentScript.src);
  if (onload) window[onload[1]]();
})();`;

let server: RunningServer;
let browser: Browser;
let verifier: Server;
const verified: URLSearchParams[] = [];

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      verified.push(params);
      res.setHeader('content-type', 'application/json');
      // As Google answers: with the host name of the page the answer was solved on.
      res.end(JSON.stringify({ success: params.get('secret') === SECRET && (params.get('response') ?? '').startsWith('fake-token-'), hostname: `${SITE}.localhost` }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  const port = (verifier.address() as AddressInfo).port;
  server = await startServer({ adminPassword: 'recaptcha admin password', env: { OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
  browser = await launchBrowser();
  const api = await ContentApi.as(server, server.admin);
  await api.ok('PUT', `/api/cms/sites/${SITE}/captcha`, { provider: 'recaptcha', secret: SECRET, verifyUrl: `http://127.0.0.1:${port}/siteverify` });
  await api.ok('PATCH', `/api/cms/sites/${SITE}`, { captchaSiteKey: SITE_KEY });
  const doc = demoPage({
    site: SITE,
    path: '/e2e/recaptcha',
    title: 'Call back',
    description: 'Forms checked with reCAPTCHA.',
    main: [
      node('form', { ...(form.defaults as Record<string, unknown>), formName: 'Call back' }),
      node('chat-compliance-form', { ...(chatComplianceForm.defaults as Record<string, unknown>), recaptchaPublicKey: PROP_KEY }),
    ],
  });
  const { document } = await api.ok<{ document: { id: string } }>('POST', `/api/cms/sites/${SITE}/documents`, { path: doc.path, kind: doc.kind, title: doc.title, tree: doc.tree });
  await api.publish(document.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise<void>((resolve) => verifier?.close(() => resolve()));
});

/** A visitor whose requests to Google get the fake script, and whose other requests off this machine are aborted. */
async function visitor(): Promise<{ visitor: Visitor; google: string[]; elsewhere: string[] }> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
  await visitor.chooseCookies(SITE, 'C0001');
  const google: string[] = [];
  const elsewhere: string[] = [];
  await visitor.context.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost') && url.hostname !== '127.0.0.1',
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  // Registered last, so asked first.
  await visitor.context.route('https://www.gstatic.com/recaptcha/**', (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await visitor.context.route('https://www.google.com/recaptcha/**', (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GRECAPTCHA });
  });
  return { visitor, google, elsewhere };
}

describe('a form of a reCAPTCHA site', () => {
  it('asks for Google’s script only once the visitor turns to the form, and sends its token, checked at the verification address', async () => {
    const { visitor: v, google, elsewhere } = await visitor();
    const response = await v.open(SITE, '/e2e/recaptcha');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    const page = v.page;
    await page.waitForTimeout(500);
    expect(google).toEqual([]);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/forms/submit')) posts.push(request.postData() ?? '');
    });
    const callBack = page.getByRole('form', { name: 'Call back' });
    await callBack.getByLabel('Name').click();
    await expect.poll(() => google.length).toBe(1);
    expect(google[0]).toBe('https://www.google.com/recaptcha/api.js?render=explicit&onload=tesseraRecaptchaLoaded');
    await callBack.getByLabel('Name').fill('Ada Lovelace');
    await callBack.getByLabel('E-mail address').fill('ada@analytical.example');
    await callBack.getByLabel('Message').fill('Please call me back about eRecording.');
    await callBack.getByRole('button', { name: 'Submit' }).click();
    // The form gives way to its confirmation.
    await page.getByText('Thank you: your form was submitted.').first().waitFor();

    expect(await page.evaluate(() => (window as unknown as { __fakeRecaptcha: { renders: string[] } }).__fakeRecaptcha.renders)).toEqual([`${SITE_KEY}:invisible`]);
    expect(posts).toHaveLength(1);
    const token = (JSON.parse(posts[0]!) as { captcha?: string }).captcha;
    expect(token).toMatch(new RegExp(`^fake-token-${SITE_KEY}-\\d+$`));
    expect(verified.map((p) => [p.get('secret'), p.get('response')])).toContainEqual([SECRET, token]);
    expect(google).toHaveLength(1);
    expect(elsewhere).toEqual([]);
    await v.expectNoSeriousViolations();
    expect(v.problems.console).toEqual([]);
    await v.context.close();
  });

  it('renders the chat compliance form’s widget with its own recaptchaPublicKey', async () => {
    const { visitor: v, elsewhere } = await visitor();
    await v.open(SITE, '/e2e/recaptcha');
    const chat = v.page.locator('.t-chat-compliance-form');
    await chat.getByRole('textbox').first().click();
    await expect.poll(() => v.page.evaluate(() => (window as unknown as { __fakeRecaptcha?: { renders: string[] } }).__fakeRecaptcha?.renders ?? [])).toEqual([`${PROP_KEY}:invisible`]);
    expect(elsewhere).toEqual([]);
    await v.context.close();
  });
});
