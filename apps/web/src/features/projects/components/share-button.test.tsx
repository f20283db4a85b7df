import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ShareButton } from './share-button';

// The menu's code loads on the first tap (the project page's first load stays under 250 KB): that tap
// still opens it, with every way to share.
describe('ShareButton without the phone share sheet', () => {
  it('opens its menu of links on the first click', async () => {
    renderWithRouter(<ShareButton title="Kano Bridge" path="/project/abc" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('WhatsApp').closest('a')).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
  });
});
