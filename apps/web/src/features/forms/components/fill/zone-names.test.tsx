import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../i18n';
import { renderWithRouter } from '../../../../test/render';
import { FormFiller } from './form-filler';
import { makeQuestion, makeSection, option } from './test-form';
import { catalogueLanguageOf } from './zone-names';

function fillZoneForm(translated = false) {
  const onSubmit = vi.fn<(answers: Answers, options: { isDraft: boolean }) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const questions = [
    makeQuestion({ name: 'zone', question_type: 'geopolitical-zone', text: 'Which zone?' }),
    // A translated question, so the form offers its languages.
    makeQuestion({
      name: 'water',
      question_type: 'radio',
      text: 'Is there clean water?',
      translations: translated
        ? { text: { 'Hausa (ha)': 'Akwai ruwa mai tsabta?', 'Swahili (sw)': 'Kuna maji safi?' } }
        : {},
      options: [option('Yes', 'yes'), option('No', 'no')],
    }),
  ];
  renderWithRouter(
    <FormFiller sections={[makeSection('Visit', questions)]} mode="respond" onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** The choices of one dropdown (Mantine keeps other dropdowns' options in the page, hidden). */
const optionsOf = (label: string) => {
  const list = screen.getByRole('textbox', { name: label }).getAttribute('aria-controls');
  const box = list ? document.getElementById(list) : null;
  return box
    ? within(box)
        .queryAllByRole('option', { hidden: true })
        .map((node) => node.textContent)
    : [];
};
const zoneOptions = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('textbox', { name: label }));
  await waitFor(() => expect(optionsOf(label)).toHaveLength(6));
  return optionsOf(label);
};

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

describe('geopolitical zone choices', () => {
  it('reads the catalogue language a form language stands for', () => {
    expect(catalogueLanguageOf('Hausa (ha)')).toBe('ha');
    expect(catalogueLanguageOf('Yoruba')).toBe('yo');
    expect(catalogueLanguageOf('Yorùbá (yo)')).toBe('yo');
    expect(catalogueLanguageOf('Igbo (ig-NG)')).toBe('ig');
    expect(catalogueLanguageOf('Nigerian Pidgin')).toBe('pcm');
    expect(catalogueLanguageOf('English (en)')).toBe('en');
    expect(catalogueLanguageOf('Swahili (sw)')).toBeNull();
    expect(catalogueLanguageOf('French')).toBeNull();
  });

  it('names the zones in the form language picked, and answers their codes', async () => {
    const { onSubmit, user } = fillZoneForm(true);
    expect(await zoneOptions(user, 'Which zone?')).toContain('North Central');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Hausa (ha)', hidden: true }));
    await screen.findByRole('radiogroup', { name: 'Akwai ruwa mai tsabta?' });
    // The Hausa catalogue loads beside the page's English one.
    await user.click(screen.getByRole('textbox', { name: 'Which zone?' }));
    await waitFor(() =>
      expect(optionsOf('Which zone?')).toEqual([
        'Arewa ta Tsakiya',
        'Arewa maso Gabas',
        'Arewa maso Yamma',
        'Kudu maso Gabas',
        'Kudu maso Kudu',
        'Kudu maso Yamma',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Kudu maso Yamma', hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    // The filler's own words follow the form language too ("Submit" in Hausa).
    await user.click(screen.getByRole('button', { name: 'Aika' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ zone: 'SW', water: 'yes' });
    // Loading a second catalogue (compiled on first import) and two dropdowns: 15 s on a loaded two-core machine.
  }, 40_000);

  it('keeps the English names for a form language the app has no words in', async () => {
    const { user } = fillZoneForm(true);
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Swahili (sw)', hidden: true }));
    await screen.findByRole('radiogroup', { name: 'Kuna maji safi?' });
    expect(await zoneOptions(user, 'Which zone?')).toEqual([
      'North Central',
      'North East',
      'North West',
      'South East',
      'South South',
      'South West',
    ]);
  });

  it("names the zones in the page's language when the form has no translation", async () => {
    await act(() => setLanguage('ig', { remember: false }));
    const { user } = fillZoneForm();
    expect(await zoneOptions(user, 'Which zone?')).toEqual([
      'Ugwu Etiti',
      'Ugwu Ọwụwa Anyanwụ',
      'Ugwu Ọdịda Anyanwụ',
      'Ndịda Ọwụwa Anyanwụ',
      'Ndịda Ndịda',
      'Ndịda Ọdịda Anyanwụ',
    ]);
  });

  it('says the English names in Pidgin, as GLOSSARY.md does', async () => {
    await act(() => setLanguage('pcm', { remember: false }));
    const { user } = fillZoneForm();
    expect(await zoneOptions(user, 'Which zone?')).toContain('South South');
  });
});
