/**
 * Every package in package.json, classified once: may it reach a browser? eslint.config.js
 * keeps SERVER_ONLY (and the Node entry points below) out of browser code, component files
 * and what they import (DESIGN.md §3). test/lint/packages.test.ts fails while a dependency
 * is in neither list, so a new package is classified when it is added.
 * `@scope/*` stands for every package of the scope.
 */

/** Packages browser code, component views and core may import. */
export const BROWSER_SAFE = [
  '@date-fns/tz', // one time module in core (issue 22)
  '@puckeditor/core', // the editor
  '@tiptap/*', // the editor's rich-text field
  'altcha-lib', // the captcha solver (its Node entry points are in SERVER_ONLY_ENTRIES)
  'd3-geo',
  'd3-geo-projection',
  'date-fns', // one time module in core (issue 22)
  'ipaddr.js', // IP ranges in core
  'preact', // the island runtime
  'react',
  'react-dom',
  'topojson-client',
  'uplot', // the chart island
  'world-atlas',
  'zod',
];

/** The database drivers: only store/ talks to the database. Part of SERVER_ONLY. */
export const DATABASE_DRIVERS = ['@electric-sql/pglite', 'pg'];

/**
 * Packages that need Node or belong to the server alone (they hold secrets, reach the file
 * system or outside services, or duplicate what browsers have natively), and the build and
 * test tools, which never ship to a browser even where they could run there.
 */
export const SERVER_ONLY = [
  ...DATABASE_DRIVERS,
  // the server
  'fastify',
  '@fastify/*',
  'fastify-plugin',
  'fastify-type-provider-zod',
  // server-side work: passwords, media checks, mail, sign-in, imports, sanitizing
  '@node-rs/argon2',
  '@xmldom/xmldom', // the SVG check; browsers have DOMParser
  'csv-parse',
  'file-type',
  'htmlparser2',
  'nodemailer',
  'openid-client',
  'sanitize-html', // browsers sanitize previews with the DOM (editor/sanitize-preview.client.ts)
  'sharp',
  'pdfkit', // the demo notices' documents (issue 25)
  'prom-client', // the server's Prometheus metrics (issue 27)
  'tar', // backup archives (issue 27)
  // building and running
  'esbuild',
  'tsx',
  // lint, typecheck and tests
  '@eslint/js',
  '@redocly/cli', // lints the served OpenAPI document (issue 28)
  'ajv', // checks real answers against the OpenAPI document's schemas in a test (issue 42)
  'ajv-formats',
  'axe-core',
  'eslint',
  'eslint-import-resolver-typescript',
  'eslint-plugin-import-x',
  'fast-check',
  'globals',
  'happy-dom',
  'lighthouse',
  'oidc-provider',
  'openapi-typescript', // generates a typed client from that document in a test (issue 28)
  'pdfjs-dist', // reads generated PDFs back in tests
  // applies patches/ to node_modules after install (Puck's, issue 24)
  'patch-package',
  'playwright-core',
  'semver', // checks the dependencies' engines against the Node versions we support (issue 28)
  'smtp-server',
  'typescript',
  'typescript-eslint',
  'vitest',
];

/** Entry points of BROWSER_SAFE packages that load Node built-ins (each with its subpaths). */
export const SERVER_ONLY_ENTRIES = [
  // node:crypto; the browser solver uses altcha-lib/algorithms/web/*
  'altcha-lib/algorithms/argon2id',
  'altcha-lib/algorithms/pbkdf2',
  'altcha-lib/algorithms/scrypt',
  'altcha-lib/algorithms/sha',
  'altcha-lib/frameworks',
];
