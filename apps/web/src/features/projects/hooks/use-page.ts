import { useState } from 'react';

/** A 1-based page number that goes back to 1 whenever `resetKey` (the filters) changes. */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  return [page, (next: number) => setState({ key: resetKey, page: next })];
}
