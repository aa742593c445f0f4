import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen.tsx';
import { NoPaperFound } from './NoPaperFound.tsx';

describe('LoadingScreen', () => {
  it('announces the spec loading texts as a status', () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Volumes...');
    expect(status).toHaveTextContent('Please wait while we retrieve your documents.');
  });
});

describe('NoPaperFound', () => {
  it('says No Paper Found, with an optional hint', () => {
    render(<NoPaperFound hint="Try another issue." />);
    expect(screen.getByText('No Paper Found')).toBeInTheDocument();
    expect(screen.getByText('Try another issue.')).toBeInTheDocument();
  });
});
