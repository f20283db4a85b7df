/**
 * Data the server wrote into the page for its first screen (a `<script type="application/json" id="initial-data">`,
 * see the API's platform/web-app.ts), taken once: later visits of the same screen ask the API as usual.
 */
export function takeInitialData<T>(key: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById('initial-data');
  if (!element || element.dataset.key !== key) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
