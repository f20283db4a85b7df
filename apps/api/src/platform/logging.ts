/**
 * Pino's logMethod hook for the app's logger. A client that leaves before a compressed answer is fully sent (the map's
 * views asked ahead, a navigation away) is not a server error, but @fastify/compress logs it as one ("premature
 * close"): it is logged at debug level instead, so error logs mean errors.
 */
export function quietClientAborts(
  this: { debug: (object: unknown, message?: string) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const [first] = args;
  if (level >= 50 && first instanceof Error && first.message === 'premature close') {
    this.debug({ err: first }, 'the client closed the connection before the answer was sent');
    return;
  }
  method.apply(this, args);
}
