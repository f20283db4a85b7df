import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from '.';
import { COUNTED_MESSAGE_KEYS, FORM_MESSAGE_KEYS, formMessage } from './form-messages';
import { tRich } from './rich';
import {
  REQUIRED,
  newPasswordSchema,
  PASSWORD_SAME_AS_EMAIL,
} from '@oversight/shared/accounts/accounts.schemas';
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
    expect(formMessage('A role named "Editor" already exists.')).toBe(
      'A role named "Editor" already exists.',
    );
    expect(formMessage(undefined)).toBeUndefined();
  });

  it("the API's refusals on citizen flows show in the chosen language, with their numbers", async () => {
    await setLanguage('ha', { remember: false });
    expect(formMessage('Unable to log in with provided credentials.')).toBe(
      'Ba a iya shiga da bayanan da ka bayar ba. Duba su ka sake gwadawa.',
    );
    expect(formMessage('The code is incorrect. 2 attempts left.')).toBe(
      'Lambar ba daidai ba ce. Saura gwaji 2.',
    );
    expect(formMessage('This project is not published: it cannot be reviewed or commented on yet.')).toBe(
      'Ba a wallafa wannan aikin ba tukuna: ba za a iya rubuta sharhi ko tsokaci a kansa ba yanzu.',
    );
    await setLanguage('yo', { remember: false });
    expect(formMessage('The code is incorrect. 1 attempt left.')).toBe(
      'Kóòdù náà kò tọ̀nà. Ìgbìyànjú 1 ló kù.',
    );
    expect(formMessage('Attach at most 4 images.')).toBe('Fi àwòrán 4 nìkan kún un jù lọ.');
    await setLanguage('en', { remember: false });
    expect(formMessage('The code is incorrect. 1 attempt left.')).toBe(
      'The code is incorrect. 1 attempt left.',
    );
    expect(formMessage('The code is incorrect. 3 attempts left.')).toBe(
      'The code is incorrect. 3 attempts left.',
    );
  });

  it('each API message listed is still word for word what the API says (a changed message would show untranslated)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const read = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return read(full);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
          ? [readFileSync(full, 'utf8')]
          : [];
      });
    const api = [
      ...read(path.join(root, 'apps/api/src')),
      ...read(path.join(root, 'packages/shared/src')),
    ].join('\n');
    // The code messages end in a shared constant (`${REQUEST_NEW_CODE}`): compare what comes before it.
    const said = (text: string) =>
      api.includes(text) || api.includes(text.replace(/ Request a new code\.$/, ' ${REQUEST_NEW_CODE}'));
    const apiMessages = Object.entries(FORM_MESSAGE_KEYS).filter(([, key]) => key.startsWith('apierrors.'));
    expect(apiMessages.length).toBeGreaterThan(30);
    expect(apiMessages.map(([text]) => text).filter((text) => !said(text))).toEqual([]);
    // The numbered ones: the words before the number are in the API.
    for (const [pattern, key] of COUNTED_MESSAGE_KEYS.filter(([, key]) => key.startsWith('apierrors.'))) {
      const before = pattern.source.slice(1, pattern.source.indexOf('(')).replace(/\\/g, '');
      expect(api.includes(before), key).toBe(true);
    }
  });

  it('tRich puts elements where the language puts their argument', async () => {
    await setLanguage('yo', { remember: false });
    const link = (name: string) => createElement('a', { href: `/${name}` }, name);
    render(
      createElement(
        'p',
        null,
        tRich('auth.acceptTerms', { terms: link('t'), privacy: link('p'), guidelines: link('g') }),
      ),
    );
    expect(screen.getByText((_, node) => node?.tagName === 'P').textContent).toBe('Mo gba t, p àti g');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/t', '/p', '/g']);
  });
});
