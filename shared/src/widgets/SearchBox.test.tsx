import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/Button.tsx';
import { foundText } from '../ui/SearchCount.tsx';
import { searchBox } from './SearchBox.tsx';

const SearchBox = searchBox({ Button, foundText });

describe('SearchBox', () => {
  it('has a labelled search input with the spec placeholder', () => {
    render(<SearchBox searching={false} onSearch={() => {}} onClear={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search papers' });
    expect(input).toHaveAttribute('placeholder', 'Search by Paper ID, Paper Name');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('searches the trimmed text and empties the box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox searching={false} onSearch={onSearch} onClear={() => {}} />);
    const input = screen.getByRole('searchbox');
    await user.type(input, '   federated learning  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('federated learning');
    expect(input).toHaveValue('');
  });

  it('submits with Enter too', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox searching={false} onSearch={onSearch} onClear={() => {}} />);
    await user.type(screen.getByRole('searchbox'), 'IJCRI-2024-V3I2-007{Enter}');
    expect(onSearch).toHaveBeenCalledWith('IJCRI-2024-V3I2-007');
  });

  it('does not search empty or blank text and says what to type', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox searching={false} onSearch={onSearch} onClear={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '    ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(
      'Type a paper ID or words from a title to search.',
    );
  });

  it('reads Clear while results show, and Clear calls onClear without searching', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(<SearchBox searching onSearch={onSearch} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('announces the number of results from a live region that is in the page before the search', () => {
    const { container, rerender } = render(<SearchBox searching={false} onSearch={() => {}} onClear={() => {}} />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    rerender(<SearchBox searching resultCount={null} onSearch={() => {}} onClear={() => {}} />);
    expect(region).toBeEmptyDOMElement();
    rerender(
      <SearchBox searching resultCount={3} resultNoun={['thesis', 'theses']} onSearch={() => {}} onClear={() => {}} />,
    );
    expect(region).toHaveTextContent('3 theses found');
    rerender(<SearchBox searching resultCount={1} onSearch={() => {}} onClear={() => {}} />);
    expect(region).toHaveTextContent('1 paper found');
    rerender(<SearchBox searching={false} resultCount={null} onSearch={() => {}} onClear={() => {}} />);
    expect(region).toBeEmptyDOMElement();
  });
});
