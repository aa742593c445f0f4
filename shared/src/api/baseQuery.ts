import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiPath, CallRequest } from '../contract/api/calls.ts';
import { toApiFailure, type ApiFailure } from './failure.ts';
import { http } from './http.ts';

/** What an endpoint asks the base query for: a call of the contract with its payload (checked by the compiler). */
export type ApiRequest = { [Path in ApiPath]: { path: Path; body: CallRequest<Path> } }[ApiPath];

/**
 * RTK Query's base query on the one client: POSTs the call, hands RTK Query's `signal` to the client
 * (so an aborted query cancels its request and any wait between tries) and turns every failure into the
 * one ApiFailure.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async ({ path, body }, api) => {
  try {
    return { data: await http.post(path, body, { signal: api.signal }) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};
