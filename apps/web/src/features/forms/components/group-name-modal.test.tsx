import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ApiError } from '../../../lib/api-client';
import { GroupNameModal } from './group-name-modal';

function renderModal(onSubmit: (name: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <GroupNameModal
        opened
        title="New group"
        submitLabel="Create group"
        initial=""
        onClose={onClose}
        onSubmit={onSubmit}
      />
    </MantineProvider>,
  );
  return { onClose };
}

describe('GroupNameModal', () => {
  it('asks for a name before sending anything', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(undefined));
    renderModal(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Enter the group name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's 400 under the name and stays open", async () => {
    const onSubmit = vi.fn(async () =>
      Promise.reject(new ApiError(400, { name: ['You already have a group named "Roads".'] })),
    );
    const { onClose } = renderModal(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: /Group name/ }), '  Roads ');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('You already have a group named "Roads".')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Group name/ })).toHaveAccessibleDescription(
      'You already have a group named "Roads".',
    );
    expect(onSubmit).toHaveBeenCalledWith('Roads');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the group could not be saved for another reason, and closes once saved', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, null, 'Network error'))
      .mockResolvedValueOnce({});
    const { onClose } = renderModal(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: /Group name/ }), 'Roads');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('The group could not be saved. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
