import type { Page } from '@playwright/test';

/**
 * What a page must never do, collected while a test runs: CSP violations (the DOM event and the
 * console message), uncaught errors, dialogs (alert, confirm, prompt) and writes to window.__pwned.
 */
export interface PageGuards {
  violations: string[];
  pageErrors: string[];
  dialogs: string[];
  /** Console errors about the security headers themselves (an unknown Permissions-Policy feature...). */
  headerErrors: string[];
  pwned(): Promise<unknown>;
}

export async function guardPage(page: Page): Promise<PageGuards> {
  const guards: PageGuards = {
    violations: [],
    pageErrors: [],
    dialogs: [],
    headerErrors: [],
    pwned: () => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  };
  await page.exposeFunction('__reportViolation', (text: string) => guards.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ` +
          `${location.pathname}${location.search} ` +
          `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) guards.violations.push(text);
    else if (message.type() === 'error' && /Permissions-Policy|Cross-Origin|X-Frame-Options/i.test(text))
      guards.headerErrors.push(text);
  });
  page.on('pageerror', (error) => guards.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('dialog', (dialog) => {
    guards.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return guards;
}
