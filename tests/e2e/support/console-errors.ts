import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions on the page, collected so a test can assert there were
 * none. `explained` picks out the console errors the page accounts for (an answer it shows the
 * visitor, which Chromium also logs); those are left out.
 */
export const watchConsoleErrors = (page: Page, explained: (message: ConsoleMessage) => boolean = () => false): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !explained(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * What Chromium reports against the page's content security policy (its Issues panel), also the
 * violations a script catches and so never logs, like a library's probe for eval.
 */
export const watchPolicyIssues = async (page: Page): Promise<string[]> => {
  const issues: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await session.send('Audits.enable');
  return issues;
};
