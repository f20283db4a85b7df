/**
 * Data the server wrote into the page for its first screen (a `<script type="application/json" id="initial-data">`,
 * see the API's platform/web-app.ts), taken once: later visits of the same screen ask the API as usual.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names what the server wrote for that screen (not parsed here, as the API answers are not: the shared schemas are the contract, checked by the API tests)
export function takeInitialData<T>(key: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById('initial-data');
  if (!element || element.dataset.key !== key) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
