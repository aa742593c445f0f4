// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildSitePolicy,
  foreignOrigins,
  hashSource,
  inlineScripts,
  inlineStyles,
  type SitePolicySources,
} from './contentSecurityPolicy.ts';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values] as const;
    }),
  );

const local: SitePolicySources = {
  siteUrl: 'http://localhost:8080',
  remoteUrls: [
    'http://localhost:8081/mf-manifest.json',
    'http://localhost:8082/mf-manifest.json',
    'http://localhost:8083/mf-manifest.json',
    'http://localhost:8084/mf-manifest.json',
  ],
  apiBase: '/api',
  trustedHtml: [],
};
const remoteOrigins = [
  'http://localhost:8081',
  'http://localhost:8082',
  'http://localhost:8083',
  'http://localhost:8084',
];

describe('buildSitePolicy', () => {
  it('lets scripts, styles and data come from the site and exactly the configured remotes', () => {
    const policy = directives(buildSitePolicy(local));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(policy.get('style-src')).toEqual(["'self'", ...remoteOrigins]);
    // '/api' is the site's own origin: 'self' already covers it.
    expect(policy.get('connect-src')).toEqual(["'self'", ...remoteOrigins]);
  });

  it('follows a remote that moved and adds an API on another origin to connect-src only', () => {
    const policy = directives(
      buildSitePolicy({
        ...local,
        siteUrl: 'https://ijcri.org',
        remoteUrls: [
          'https://cdn.example.net/thesis/v2/mf-manifest.json',
          ...local.remoteUrls.slice(1),
          'https://cdn.example.net/other/mf-manifest.json',
        ],
        apiBase: 'https://api.ijcri.org/v1',
      }),
    );
    const moved = [
      'https://cdn.example.net',
      'http://localhost:8082',
      'http://localhost:8083',
      'http://localhost:8084',
    ];
    expect(policy.get('script-src')).toEqual(["'self'", ...moved]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...moved, 'https://api.ijcri.org']);
    expect(policy.get('script-src')).not.toContain('https://api.ijcri.org');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('never allows eval or arbitrary inline code, and forbids plugins, framing and foreign bases', () => {
    const text = buildSitePolicy({ ...local, trustedHtml: ['<script>document.title = "x"</script>'] });
    expect(text).not.toContain('unsafe-eval');
    expect(text).not.toContain('unsafe-inline');
    const policy = directives(text);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows each inline script of the trusted HTML by the sha256 of its exact text', () => {
    const code = 'document.currentScript.previousElementSibling.hidden=true';
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const policy = directives(
      buildSitePolicy({ ...local, trustedHtml: ['<p>x</p>', `<script>${code}</script>`, `<script>${code}</script>`] }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", ...remoteOrigins, expected]);
    expect(hashSource(code)).toBe(expected);
  });

  it('allows inline <style> of the trusted HTML by hash', () => {
    const policy = directives(buildSitePolicy({ ...local, trustedHtml: ['<style>body{margin:0}</style>'] }));
    expect(policy.get('style-src')).toEqual(["'self'", ...remoteOrigins, hashSource('body{margin:0}')]);
  });
});

describe('inlineScripts', () => {
  it('finds executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/app.js"></script>',
      '<script>one()</script>',
      '<script type="module">two()</script>',
      "<script type='text/javascript'>three()</script>",
      '<script type="application/json" id="journal-site-config">{"a":1}</script>',
      '<script type="application/ld+json" data-head="server">{"@type":"ScholarlyArticle"}</script>',
      '<SCRIPT data-src="x">four()</SCRIPT >',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()']);
  });

  it('finds inline styles', () => {
    expect(inlineStyles('<style media="print">a{}</style><link rel="stylesheet" href="/x.css">')).toEqual(['a{}']);
  });
});

describe('foreignOrigins', () => {
  it('drops the site origin, duplicates and anything that is not http(s)', () => {
    expect(
      foreignOrigins(
        [
          '/remotes/archives/mf-manifest.json',
          'http://localhost:8080/x.json',
          'http://localhost:8081/a.json',
          'http://localhost:8081/b.json',
          'javascript:alert(1)',
          'data:,x',
        ],
        'http://localhost:8080',
      ),
    ).toEqual(['http://localhost:8081']);
  });
});
