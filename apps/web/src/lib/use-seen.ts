import { useState } from 'react';

/** True from the first render where `value` was true on: mounts a lazy part once and keeps it (for transitions). */
export function useSeen(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
