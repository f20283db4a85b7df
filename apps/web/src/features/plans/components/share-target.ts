import type { ReactNode } from 'react';

/** An item of a plan that can be shared; the page composing the feature renders its Share button (features never import each other). */
export type ShareTarget = { type: 'plan' | 'outcome' | 'indicator'; id: string; name: string };
export type RenderShare = (target: ShareTarget) => ReactNode;
