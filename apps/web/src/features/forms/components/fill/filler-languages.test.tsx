import { LIKERT_OPTIONS, YES_NO_OPTIONS } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../i18n';
import english from '../../../../i18n/locales/en/filler.json';
import { renderWithRouter } from '../../../../test/render';
import { OutboxAlert } from '../../offline/outbox-alert';
import type { QueuedResponse } from '../../offline/outbox-store';
import { answerMessage, FIXED_CHOICE_KEYS } from './filler-words';
import { FormFiller } from './form-filler';
import { makeQuestion, makeSection, option } from './test-form';

/**
 * A form whose author wrote in Hausa only (its texts stay as written), with a Hausa translation so the form offers a
 * language: every other word on the page is the filler's own.
 */
const sections = [
  makeSection('Ziyara', [
    makeQuestion({
      name: 'school',
      question_type: 'text',
      text: 'Sunan makaranta',
      required: true,
      translations: { text: { 'Hausa (ha)': 'Sunan makarantar' } },
    }),
    makeQuestion({ name: 'borehole', question_type: 'yes-no', text: 'Akwai rijiya?' }),
    makeQuestion({
      name: 'power',
      question_type: 'list',
      text: 'Wutar lantarki',
      options: [option('Sola', 'solar'), option('Janareta', 'generator')],
      settings: { or_other: true },
    }),
    makeQuestion({ name: 'agree', question_type: 'likert', text: 'Makarantar tana da kyau' }),
  ]),
  makeSection('Kayayyaki', [makeQuestion({ name: 'rooms', question_type: 'integer', text: 'Ɗakuna' })]),
];

function fill() {
  const onSubmit = vi.fn<(answers: Answers, options: { isDraft: boolean }) => Promise<void>>(() =>
    Promise.resolve(),
  );
  renderWithRouter(<FormFiller sections={sections} mode="respond" onSubmit={onSubmit} allowDrafts />);
  return { onSubmit, user: userEvent.setup() };
}

/** The English filler messages with no argument ("Next", "Save draft", "Yes", ...), and "Section ... of". */
const ENGLISH = [...Object.values(english).filter((text) => !text.includes('{')), 'Section', ' of '];

/** Every English fixed word found in the page: its text, and the names, placeholders and values it gives inputs. */
function englishOnPage(): string[] {
  const seen: string[] = [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) seen.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
      const value = element.getAttribute(attribute);
      if (value) seen.push(value);
    }
  }
  const text = seen.join('\n');
  return ENGLISH.filter((word) =>
    new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

describe('the form filler in the respondent’s language', () => {
  it('shows no English fixed word when the app is in Hausa', async () => {
    await act(() => setLanguage('ha', { remember: false }));
    const { user } = fill();
    expect(screen.getByText('Sashe 1 cikin 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Harshe' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ee' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Na yarda sosai' })).toBeInTheDocument();
    // A required answer left empty: the rule's message, in Hausa.
    await user.click(screen.getByRole('button', { name: 'Gaba' }));
    expect(await screen.findByText('Wannan tambayar tana buƙatar amsa.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Wutar lantarki' }));
    expect(await screen.findByRole('option', { name: 'Wani daban', hidden: true })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);

    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: /Sunan makaranta/ }), 'Makarantar Firamare');
    await user.click(screen.getByRole('button', { name: 'Gaba' }));
    expect(await screen.findByText('Sashe 2 cikin 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Koma baya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajiye daftari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aika' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it('follows the form language the respondent picks on an English page', async () => {
    const { user } = fill();
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    expect(englishOnPage()).toContain('Next');
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Hausa (ha)', hidden: true }));
    // The Hausa catalogue loads beside the page's English one.
    expect(await screen.findByRole('button', { name: 'Gaba' })).toBeInTheDocument();
    expect(screen.getByText('Sashe 1 cikin 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "A'a" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gaba' }));
    expect(await screen.findByText('Wannan tambayar tana buƙatar amsa.')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  }, 40_000);

  it('translates the messages of the shared answer rules, numbers kept, and leaves an author’s own', async () => {
    await act(() => setLanguage('yo', { remember: false }));
    const { t } = await import('../../../../i18n');
    expect(answerMessage('This question needs an answer.', t)).toBe('Ìbéèrè yìí nílò ìdáhùn.');
    expect(answerMessage('Enter a number of at most 1,000.', t)).toBe('Tẹ nọ́mbà tí kò ju 1,000 lọ.');
    expect(answerMessage('Choose a value from 1 to 10 in steps of 2.', t)).toBe(
      'Yan iye kan láti 1 dé 10 ní ìgbésẹ̀ 2.',
    );
    expect(answerMessage('Give at least 3 entries.', t)).toBe('Fún wa ní ohun 3 ó kéré tán.');
    expect(answerMessage('Pupils cannot be negative.', t)).toBe('Pupils cannot be negative.');
  });

  it('knows every fixed choice the builder gives yes/no and Likert questions', () => {
    expect(Object.keys(FIXED_CHOICE_KEYS).sort()).toEqual(
      [...YES_NO_OPTIONS, ...LIKERT_OPTIONS].map(({ value, label }) => `${value}:${label}`).sort(),
    );
  });

  it('says what waits on the device, and what was refused, in Hausa', async () => {
    await act(() => setLanguage('ha', { remember: false }));
    const kept = (id: string, rejected?: QueuedResponse['rejected']) =>
      ({
        client_id: id,
        survey_id: 'f1',
        survey_name: 'Binciken rijiya',
        body: { answers: {}, is_draft: false },
        files: [],
        created_at: '2026-11-26T10:00:00Z',
        owner: null,
        rejected,
      }) as QueuedResponse;
    renderWithRouter(
      <OutboxAlert
        waiting={[kept('a'), kept('b')]}
        rejected={[kept('c', { status: 400, message: 'Ba a karɓa ba.', errors: {} })]}
        sending={false}
        onSendNow={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    expect(screen.getByText('Amsoshi 2 na jiran a aika daga wannan wayar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aika yanzu' })).toBeInTheDocument();
    expect(screen.getByText('Ba a karɓi amsa 1 ba')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buɗe don gyarawa' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});
