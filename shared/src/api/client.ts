import axios, { type AxiosInstance } from 'axios';
import { defaultSettings, type SiteSettings } from '../runtimeConfig.ts';

/**
 * The one API client of the site. Every call of the content API is a POST with a JSON body and the
 * fixed Authorization header (SPEC section 7). The shell configures it from /remotes.json at start;
 * remotes and their dev harnesses use it as it is, so they never build a client of their own.
 */
let client: AxiosInstance = createApiClient(defaultSettings);

export function createApiClient(settings: SiteSettings): AxiosInstance {
  return axios.create({
    baseURL: settings.apiBase,
    timeout: 10_000,
    headers: {
      'Content-Type': 'application/json',
      Authorization: settings.apiAuthorization,
    },
  });
}

export function configureApiClient(settings: SiteSettings): void {
  client = createApiClient(settings);
}

export function apiClient(): AxiosInstance {
  return client;
}

/** POST a call of the content API and return the answer body. */
export async function postCall<Answer>(path: string, payload: object = {}): Promise<Answer> {
  const response = await client.post<Answer>(path, payload);
  return response.data;
}

/** The message the API put in an error answer, or a reader-friendly fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.length > 0) return message;
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer. Please try again.';
    if (!error.response) return 'The journal server could not be reached. Please check your connection and try again.';
  }
  return fallback;
}

/** HTTP status of a failed call (404 unknown id, 429 rate limited...), or undefined for a network failure. */
export function apiErrorStatus(error: unknown): number | undefined {
  // Read structurally: an axios error, or any error carrying an HTTP answer the same way.
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Seconds the API asked us to wait (Retry-After of a 429), if it said. */
export function apiRetryAfterSeconds(error: unknown): number | undefined {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers;
  const value = Number(headers?.['retry-after']);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
