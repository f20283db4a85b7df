import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { FormBadges } from './form-badges';

const form = {
  is_published: false,
  archived: false,
  accepting_responses: true,
  shared: false,
  is_template: false,
};
const badges = (overrides: Partial<typeof form>) => {
  const view = render(
    <MantineProvider theme={theme}>
      <FormBadges form={{ ...form, ...overrides }} />
    </MantineProvider>,
  );
  const texts = [...view.container.querySelectorAll('.mantine-Badge-label')].map(
    (badge) => badge.textContent,
  );
  view.unmount();
  return texts;
};

// A draft form was badged "Accepting responses".
describe('FormBadges', () => {
  it('says whether a published form takes answers, and nothing of the kind for drafts and archived forms', () => {
    expect(badges({})).toEqual(['Draft']);
    expect(badges({ archived: true, is_published: true })).toEqual(['Archived']);
    expect(badges({ is_published: true })).toEqual(['Published', 'Accepting responses']);
    expect(badges({ is_published: true, accepting_responses: false })).toEqual([
      'Published',
      'Closed to responses',
    ]);
    render(
      <MantineProvider theme={theme}>
        <FormBadges form={{ ...form, is_published: false }} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/accepting responses/i)).toBeNull();
  });
});
