import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a member signs in to the members area in Chromium', () => {
  it('sees the sign-in prompt, signs in, sees the member guides, signs out and sees the prompt again', async () => {
    const member = await Visitor.arrive(browser, server);
    const { page } = member;
    await member.open('mersmembers', '/members');
    await page.getByRole('heading', { name: 'Sign in to the members area' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Member guides' }).count()).toBe(0);
    await member.expectNoSeriousViolations();

    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await page.waitForURL(/\/login\?returnTo=(%2F|\/)members$/);
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await member.expectNoSeriousViolations();
    await page.getByLabel('E-mail address').fill(server.visitors.member.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The e-mail address or password is wrong' }).waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(server.visitors.member.email);

    await page.getByLabel('Password').fill(server.visitors.member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/members$/);
    await page.getByRole('heading', { name: 'Member guides' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to the members area' }).count()).toBe(0);
    await member.expectNoSeriousViolations();

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(/mersmembers\.localhost:\d+\/$/);
    await member.open('mersmembers', '/members');
    await page.getByRole('heading', { name: 'Sign in to the members area' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Member guides' }).count()).toBe(0);
    // The one refused sign-in (401, beside the form) and nothing else (a favicon cut off by navigating away aside).
    expect(member.problems.failed.filter((f) => !f.endsWith('net::ERR_ABORTED'))).toEqual([`401 ${server.origin('mersmembers')}/login`]);
  });

  it('a visitor without the role sees why, and signing in works without JavaScript', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const { page } = visitor;
    await visitor.goto(`${server.origin('mersmembers')}/login?returnTo=%2Fmembers`);
    await page.getByLabel('E-mail address').fill(server.visitors.visitor.email);
    await page.getByLabel('Password').fill(server.visitors.visitor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/members$/);
    await page.getByRole('heading', { name: 'Your account has no access to member documents' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Member guides' }).count()).toBe(0);
  });
});
