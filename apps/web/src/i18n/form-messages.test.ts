import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from '.';
import { FORM_MESSAGE_KEYS, formMessage } from './form-messages';
import { tRich } from './rich';
import { REQUIRED, newPasswordSchema, PASSWORD_SAME_AS_EMAIL } from '@oversight/shared/accounts/accounts.schemas';
import { MESSAGES } from '../lib/api-client';

describe('form messages', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('each listed English message is the English catalogue text of its key', () => {
    for (const [text, key] of Object.entries(FORM_MESSAGE_KEYS)) expect(t(key), key).toBe(text);
    // And the api client's fixed toasts.
    const { badRequest, server, tooMany, html, network, internetSuffix } = MESSAGES;
    for (const text of [badRequest, server, tooMany, html, `${network}${internetSuffix}`]) {
      expect(FORM_MESSAGE_KEYS[text], text).toBeDefined();
    }
    // The shared schema's words are among them: the API and the web say the same thing.
    expect(FORM_MESSAGE_KEYS[REQUIRED]).toBe('forms.required');
    expect(FORM_MESSAGE_KEYS[PASSWORD_SAME_AS_EMAIL]).toBe('forms.sameAsEmail');
  });

  it('shows a known message in the chosen language, with its number, and a server message as it came', async () => {
    const short = newPasswordSchema.safeParse('abc').error!.issues[0]!.message;
    expect(formMessage(short)).toBe('Use at least 8 characters.');
    await setLanguage('ha', { remember: false });
    expect(formMessage(short)).toBe('Yi amfani da aƙalla haruffa 8.');
    expect(formMessage("The two passwords don't match.")).toBe('Kalmomin sirrin biyu ba su yi daidai ba.');
    expect(formMessage('Unable to log in with provided credentials.')).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(formMessage(undefined)).toBeUndefined();
  });

  it('tRich puts elements where the language puts their argument', async () => {
    await setLanguage('yo', { remember: false });
    const link = (name: string) => createElement('a', { href: `/${name}` }, name);
    render(
      createElement('p', null, tRich('auth.acceptTerms', { terms: link('t'), privacy: link('p'), guidelines: link('g') })),
    );
    expect(screen.getByText((_, node) => node?.tagName === 'P').textContent).toBe('Mo gba t, p àti g');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/t', '/p', '/g']);
  });
});
