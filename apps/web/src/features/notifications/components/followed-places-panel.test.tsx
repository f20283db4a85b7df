import {
  followedPlaceListSchema,
  followedPlaceSchema,
  type FollowedPlace,
} from '@oversight/shared/notifications/followed-places.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../../../test/auth-render';
import { mockApi, type FetchCall } from '../../../test/msw';
import { FollowedPlacesPanel } from './followed-places-panel';

const api = mockApi();

const kano: FollowedPlace = {
  id: '7d2c5d7e-2b5d-4c39-9f0c-6a0d5f5b1a11',
  kind: 'state',
  label: 'Kano',
  state: 'Kano',
  lga: null,
  sector: null,
  ministry: null,
  latitude: null,
  longitude: null,
  radius_km: null,
  delivery: 'daily',
  created: '2026-12-01T10:00:00Z',
};

describe('the places a citizen follows', () => {
  it('offers the home state first, follows it, and lists what is followed', async () => {
    let places: FollowedPlace[] = [];
    const calls: FetchCall[] = api.answer((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/v1/users/me/followed-places/'))
        return { body: followedPlaceListSchema.parse(places) };
      if (call.method === 'POST') {
        places = [kano];
        return { status: 201, body: followedPlaceSchema.parse(kano) };
      }
      return undefined;
    });
    renderAuth(<FollowedPlacesPanel homeState="KANO" />);
    const panel = await screen.findByRole('region', { name: 'Places and subjects you follow' });
    expect(await within(panel).findByText(/You follow no place yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'State' })).toHaveValue('Kano');
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    expect(await within(panel).findByRole('button', { name: 'Stop following Kano' })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toEqual({ kind: 'state', state: 'Kano', delivery: 'daily' });
    expect(within(panel).getByRole('textbox', { name: 'How to hear of Kano' })).toHaveValue('Daily e-mail');
  });

  it('cannot follow before a place is chosen', async () => {
    api.answer((call) => (call.method === 'GET' ? { body: [] } : undefined));
    renderAuth(<FollowedPlacesPanel />);
    const panel = await screen.findByRole('region', { name: 'Places and subjects you follow' });
    expect(within(panel).getByRole('textbox', { name: 'State' })).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Follow' })).toBeDisabled();
  });
});
