import axios, { type AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { nextTask } from '../nextTask.ts';
import { defaultSettings, type SiteSettings } from '../runtimeConfig.ts';
import { retryDelay, shouldRetry, type RetryTiming } from './retryPolicy.ts';

/**
 * The site's one HTTP client for the content API: an axios instance. It lives in the shared package's
 * singleton entry, so the shell and every remote use this same instance (and a request interceptor the
 * shell registers sees every remote's requests). Every call is a POST with a JSON body and the fixed
 * Authorization header; docs/architecture.md ("The data layer") and docs/reliability.md describe the rules.
 */

export interface HttpClientOptions extends Partial<RetryTiming> {
  /** Time limit of one try, answer body included (each retry gets a fresh one). */
  timeoutMs?: number;
  /** For tests: a fixed random for the jitter. */
  random?: () => number;
}

/**
 * 10 s per try: a slow API (5 s) still answers within the first try, while a hung one is given up on.
 * Reads: up to 3 tries (0.25-0.5 s then 0.5-1 s apart), but only 2 when they time out, so a reader
 * waits at most about 21 s before the error with its Try again.
 */
export const clientDefaults: Required<Omit<HttpClientOptions, 'random'>> = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  maxTimeoutAttempts: 2,
  backoffBaseMs: 500,
  backoffMaxMs: 4_000,
  retryAfterMaxMs: 10_000,
};

export function createHttpClient(settings: SiteSettings, options: HttpClientOptions = {}): AxiosInstance {
  const timing = { ...clientDefaults, ...options };
  const random = options.random ?? Math.random;
  const instance = axios.create({
    baseURL: settings.apiBase,
    timeout: timing.timeoutMs,
    headers: { 'Content-Type': 'application/json', Authorization: settings.apiAuthorization },
    // A 2xx body that is not JSON must fail as "unreadable", not reach a page as a string.
    responseType: 'json',
    transitional: { silentJSONParsing: false, clarifyTimeoutError: true },
  });
  axiosRetry(instance, {
    retries: timing.maxAttempts - 1,
    shouldResetTimeout: true,
    retryCondition: (error) => shouldRetry(error, (error.config?.['axios-retry']?.retryCount ?? 0) + 1, timing),
    retryDelay: (retryNumber, error) => retryDelay(error, retryNumber, timing, random),
  });
  return instance;
}

// Creating the instance is the first costly step of the page's start: a task of its own (nextTask.ts).
await nextTask();

/** The page's one instance; the shell points it at this deployment's settings at start. */
export const http: AxiosInstance = createHttpClient(defaultSettings);

/** Apply the run-time settings to the one instance (its interceptors stay). */
export function configureApiClient(settings: SiteSettings): void {
  http.defaults.baseURL = settings.apiBase;
  http.defaults.headers.Authorization = settings.apiAuthorization;
}
