import fs from 'node:fs';
import path from 'node:path';

/** Where and as whom deposits are sent (CROSSREF_DEPOSIT_URL, CROSSREF_USERNAME, CROSSREF_PASSWORD). */
export interface CrossrefSettings {
  /** https://doi.crossref.org/servlet/deposit, or https://test.crossref.org/servlet/deposit to try. */
  url: string;
  username: string;
  password: string;
}

/** The settings from the environment, or why they are incomplete (nothing is ever sent without all three). */
export function crossrefSettings(env: NodeJS.ProcessEnv): CrossrefSettings | string {
  const url = env.CROSSREF_DEPOSIT_URL?.trim();
  const username = env.CROSSREF_USERNAME?.trim();
  const password = env.CROSSREF_PASSWORD;
  if (!url || !username || !password)
    return 'Sending needs CROSSREF_DEPOSIT_URL, CROSSREF_USERNAME and CROSSREF_PASSWORD (docs/discoverability.md, "Deposits").';
  if (!/^https:\/\//.test(url)) return `CROSSREF_DEPOSIT_URL must be an https address, not "${url}".`;
  return { url, username, password };
}

/**
 * Sends one deposit file to Crossref: the documented HTTP upload (POST multipart/form-data with
 * operation=doMDUpload, the credentials and the file as fname). Crossref queues the file and mails the
 * result to the depositor; the answer here only says whether it was accepted for processing.
 */
export async function sendToCrossref(
  file: string,
  settings: CrossrefSettings,
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', settings.username);
  form.set('login_passwd', settings.password);
  form.set('fname', new Blob([fs.readFileSync(file)], { type: 'application/xml' }), path.basename(file));
  const response = await fetch(settings.url, { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, body: (await response.text()).slice(0, 2000) };
}
