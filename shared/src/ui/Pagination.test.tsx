import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';
import { paginationWindow } from './paginationWindow.ts';

describe('paginationWindow', () => {
  it('centres at most five numbers on the current page', () => {
    expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps the window full at both ends', () => {
    expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range and honours another size', () => {
    expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(-4, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 9, 3)).toEqual([4, 5, 6]);
  });
});

describe('Pagination', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders nothing for one page or fewer', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and shows the window around it', () => {
    render(<Pagination currentPage={6} totalPages={12} onPageChange={() => {}} label="Pages of the issue" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of the issue' });
    expect(nav).toBeInTheDocument();
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reports the chosen page and scrolls the target into view smoothly', async () => {
    const user = userEvent.setup();
    const target = document.createElement('main');
    target.id = 'main';
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={9} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('moves focus to the target, so it is not lost when Next turns disabled on the last page', async () => {
    const user = userEvent.setup();
    const target = document.createElement('main');
    target.id = 'main';
    target.tabIndex = -1;
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    const { rerender } = render(
      <Pagination
        currentPage={1}
        totalPages={2}
        onPageChange={(page) => rerender(<Pagination currentPage={page} totalPages={2} onPageChange={() => {}} />)}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(target).toHaveFocus();
  });

  it('does nothing when the current page is clicked', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('in link mode, links each page to its address, Previous and Next with rel, for readers without JavaScript', () => {
    render(<Pagination currentPage={2} totalPages={3} pageHref={(page) => `/blogs?page=${page}`} label="Pages" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blogs?page=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blogs?page=3');
    // The current page is no link.
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('2');
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('in link mode, offers no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={2} pageHref={(page) => `/?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    rerender(<Pagination currentPage={2} totalPages={2} pageHref={(page) => `/?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
  });
});
