import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReplaceAddress } from './ReplaceAddress.tsx';

export interface ListRequestProps<Request> {
  /** What the address asks to list, or null when it names nothing readable. */
  read(query: URLSearchParams): Request | null;
  /** The section's index, where a reader goes from an address that names nothing (docs/sections.md). */
  orElse: string;
  children(request: Request): ReactNode;
}

/** A list page's request read from its address, or, when there is none, the reader sent to the index. */
export function ListRequest<Request>({ read, orElse, children }: ListRequestProps<Request>) {
  const [query] = useSearchParams();
  const request = read(query);
  return request ? children(request) : <ReplaceAddress to={orElse} />;
}
