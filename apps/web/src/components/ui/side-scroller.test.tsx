import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideScroller } from './side-scroller';

// jsdom lays nothing out: give the box the sizes a phone would.
function sizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

const renderScroller = () =>
  render(
    <MantineProvider>
      <SideScroller label="Rows read from the file">
        <table>
          <tbody>
            <tr>
              <td>wide</td>
            </tr>
          </tbody>
        </table>
      </SideScroller>
    </MantineProvider>,
  );

describe('SideScroller', () => {
  it('says a wide table scrolls, shades the side with more, and can be scrolled from the keyboard', () => {
    sizes(1200, 360);
    renderScroller();
    const region = screen.getByRole('region', { name: 'Rows read from the file' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Scroll sideways to see every column: more on the right.')).toBeInTheDocument();
    expect(region.parentElement).toHaveAttribute('data-more-right', 'true');
    expect(region.parentElement).not.toHaveAttribute('data-more-left');

    // Scrolled to the end: the shade moves to the left.
    act(() => {
      region.scrollLeft = 840;
      fireEvent.scroll(region);
    });
    expect(region.parentElement).toHaveAttribute('data-more-left', 'true');
    expect(region.parentElement).not.toHaveAttribute('data-more-right');
    expect(screen.getByText('Scroll sideways to see every column.')).toBeInTheDocument();
  });

  it('says nothing when the table fits', () => {
    sizes(360, 360);
    renderScroller();
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  });
});
