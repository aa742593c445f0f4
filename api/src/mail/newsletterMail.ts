import { journal } from '@journal/shared/journal';
import type { OutgoingMail } from './mailer.ts';

/**
 * The newsletter's messages. Every one carries the address's one-click unsubscribe link in
 * List-Unsubscribe (RFC 8058: mail programs POST to it, no login) and in the text. The links open
 * small pages of the site server (site-server/src/newsletterPages.ts), which ask before they act, so a
 * mail scanner that fetches every link neither confirms nor unsubscribes anyone.
 */
export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(siteUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmationMail(
  siteUrl: string,
  to: string,
  confirmToken: string,
  unsubscribeToken: string,
): OutgoingMail {
  const confirm = `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;
  return {
    to,
    subject: `Confirm your subscription to the ${journal.shortName} newsletter`,
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
    text: [
      `Someone, probably you, asked to receive the ${journal.name} newsletter at this address.`,
      '',
      `To confirm, open this link within 7 days:`,
      confirm,
      '',
      'If you did not ask for it, ignore this message: an address that is not confirmed within 7 days is forgotten, and nothing more is sent to it.',
      '',
      `Stop any message to this address: ${unsubscribeLink(siteUrl, unsubscribeToken)}`,
    ].join('\n'),
  };
}

export function welcomeMail(siteUrl: string, to: string, unsubscribeToken: string): OutgoingMail {
  return {
    to,
    subject: `You are subscribed to the ${journal.shortName} newsletter`,
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
    text: [
      `Thank you for confirming: the ${journal.name} newsletter will come to this address when a ` +
        `new issue, call for papers or conference is announced.`,
      '',
      `Unsubscribe at any time, without logging in: ${unsubscribeLink(siteUrl, unsubscribeToken)}`,
    ].join('\n'),
  };
}
