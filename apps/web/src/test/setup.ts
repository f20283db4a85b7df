import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setLanguage } from '../i18n';

// Screens read their words from the English catalogue, as a first visit does.
await setLanguage('en', { remember: false });

afterEach(() => cleanup());

// Mantine's transitions end on a timer that can outlive an unmounted screen; a timer firing after the file's jsdom is
// torn down throws "window is not defined" (an unhandled error that fails the run). Let them fire first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

// Under a full parallel run (or a busy machine) React commits later than the 1 s findBy* default allows for.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
window.HTMLElement.prototype.hasPointerCapture = () => false;
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
