import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiPath, CallRequest } from '../contract/api/calls.ts';
import { toApiFailure, type ApiFailure } from './failure.ts';
import { http } from './http.ts';

/** What an endpoint asks the base query for: a call of the contract with its payload (checked by the compiler). */
export type ApiRequest = { [Path in ApiPath]: { path: Path; body: CallRequest<Path> } }[ApiPath];

/**
 * RTK Query's base query on the one axios instance: POSTs the call, hands RTK Query's `signal` to axios
 * (so an aborted query cancels its request and any wait between tries) and turns every failure into the
 * one ApiFailure.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async ({ path, body }, api) => {
  try {
    const answer = await http.post<unknown>(path, body, { signal: api.signal });
    return { data: answer.data };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};
