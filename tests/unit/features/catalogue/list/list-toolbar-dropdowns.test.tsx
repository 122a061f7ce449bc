/**
 * The list toolbar's dropdowns (provider filter, sort) build their options only when opened. A
 * kept-mounted dropdown is positioned at mount, which forces a style recalculation of the
 * whole page while a phone is still loading the list (~120 ms at 4× CPU on /casino), and the
 * provider filter's is a hundred hidden options.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFilter } from '@/features/catalogue/list/ProviderFilter';
import { SortSelect } from '@/features/catalogue/list/SortSelect';
import { renderWithProviders } from '../../render-with-providers';

const options = [
  { name: 'Aurora Spin', count: 12, disabled: false },
  { name: 'Coral Bay', count: 3, disabled: false },
];

// An opened dropdown scrolls its selected option into view on a timer; jsdom has no scrolling.
const originalScroll = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = originalScroll;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('list toolbar dropdowns', () => {
  it('the provider filter has no options in the page until it is opened', async () => {
    renderWithProviders(
      <ProviderFilter options={options} selected={[]} loading={false} onChange={() => {}} />,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByTestId('provider-filter'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Coral Bay')).toBeInTheDocument();
    await settle();
  });

  it('the sort has no options in the page until it is opened', async () => {
    renderWithProviders(<SortSelect value="pop_desc" includesRecommended onChange={() => {}} />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByTestId('sort-select'));
    expect(await screen.findByRole('option', { name: 'Most popular' })).toBeInTheDocument();
    await settle();
  });
});
