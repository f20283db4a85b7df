import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { VerifyCodeFields, useVerifyCode } from './verify-code';

const api = mockApi();

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

function Verify({ onVerified }: { onVerified: () => void }) {
  const state = useVerifyCode({ onVerified });
  return (
    <>
      <VerifyCodeFields state={state} />
      <button type="button" onClick={() => void state.submit()}>
        Verify
      </button>
    </>
  );
}

describe('the e-mailed code', () => {
  it('asks for the six digits and sends nothing before', async () => {
    const calls = api.answer(() => undefined);
    renderAuth(<Verify onVerified={vi.fn()} />);
    await userEvent.type(screen.getAllByLabelText('6-digit code')[0]!, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from the e-mail.');
    expect(calls).toHaveLength(0);
  });

  it('sends the code once the last box is filled, and says why the API refused it', async () => {
    const calls = api.answer(({ url }) =>
      url.endsWith('/users/verify/')
        ? { status: 400, body: { otp: ['This code has expired. Request a new code.'] } }
        : undefined,
    );
    const onVerified = vi.fn();
    renderAuth(<Verify onVerified={onVerified} />);
    await userEvent.type(screen.getAllByLabelText('6-digit code')[0]!, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Request a new code.');
    expect(calls.map((call) => call.body)).toEqual([{ otp: '123456' }]);
    expect(onVerified).not.toHaveBeenCalled();
    // The boxes are emptied for the next try (the pin boxes may show it a render after the message); typing again
    // clears the message.
    await vi.waitFor(() => expect(screen.getAllByLabelText('6-digit code')[0]).toHaveValue(''));
    await userEvent.type(screen.getAllByLabelText('6-digit code')[0]!, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('verifies a good code', async () => {
    api.answer(({ url }) =>
      url.endsWith('/users/verify/')
        ? { body: { detail: 'Verified.', user: makeUser({ email_verified: true }) } }
        : undefined,
    );
    const onVerified = vi.fn();
    renderAuth(<Verify onVerified={onVerified} />);
    await userEvent.type(screen.getAllByLabelText('6-digit code')[0]!, '654321');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
  });
});
