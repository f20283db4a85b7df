import { describe, expect, it } from 'vitest';
import { checkPassword, personalWords } from './password-strength.js';

describe('checkPassword (the one rule of the API, the CLI and the web meter)', () => {
  it('refuses the near misses an exact list let through, and accepts uncommon passphrases', () => {
    for (const weak of ['abcdefgh', 'Passw0rd!', 'Oversight2026', 'password123', 'qwertyuiop'])
      expect(checkPassword(weak).ok, weak).toBe(false);
    for (const strong of ['Correct-Horse-42', 'Blue-Canoe-Ladder-9', 'Zebra!Kettle#71'])
      expect(checkPassword(strong).ok, strong).toBe(true);
  });

  it("weighs the person's own words, joined or split", () => {
    expect(personalWords({ email: 'ada.obi@example.test', names: ['Ada Obi'] })).toEqual(
      expect.arrayContaining(['ada.obi@example.test', 'adaobi', 'ada', 'obi', 'example']),
    );
    expect(checkPassword('Adaobi1990!', { names: ['Ada Obi'] }).ok).toBe(false);
  });

  it('says too short before anything else', () => {
    expect(checkPassword('Ab1!').problem).toMatch(/at least 8/);
    expect(checkPassword('Ab1!').ok).toBe(false);
  });
});
