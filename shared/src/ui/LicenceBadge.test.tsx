import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LicenceBadge } from './LicenceBadge.tsx';

describe('LicenceBadge', () => {
  it('names the licence the work states, with its version, and links its deed', () => {
    render(<LicenceBadge url="http://creativecommons.org/licenses/by/3.0/" />);
    const badge = screen.getByRole('link', { name: /^Licence:\s*CC BY 3\.0$/ });
    expect(badge).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/');
    expect(screen.getByRole('link', { name: 'Creative Commons Attribution 3.0 Unported' })).toBeInTheDocument();
  });

  it("shows the journal's CC BY 4.0 for a work that states none", () => {
    render(<LicenceBadge />);
    expect(screen.getByRole('link', { name: /^Licence:\s*CC BY 4\.0$/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });
});
