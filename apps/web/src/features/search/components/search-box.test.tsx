import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { renderWithRouter } from '../../../test/render';
import { SearchBox } from './search-box';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

describe('SearchBox analytics', () => {
  it('reports a search by its length, never its words, whether typed or picked from the recent ones', () => {
    const onSearch = vi.fn();
    renderWithRouter(
      <SearchBox
        value=""
        onSearch={onSearch}
        recent={['Kano']}
        onRemoveRecent={vi.fn()}
        onClearRecent={vi.fn()}
      />,
    );
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' Ada Lovelace ' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith(' Ada Lovelace ');
    fireEvent.click(screen.getByRole('button', { name: 'Kano' }));
    expect(onSearch).toHaveBeenLastCalledWith('Kano');
    expect(vi.mocked(track).mock.calls).toEqual([
      ['Search submitted', { length: 12 }],
      ['Search submitted', { length: 4, recent: true }],
    ]);
  });
});
