import { Component, type ReactNode } from 'react';
import { ContractError, sections, type SectionName } from '@journal/shared';
import { forgetFailedSection, RemoteUnavailableError, SiteConfigError } from '../federation/remotes.ts';

interface Props {
  section: SectionName;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a section's failure in its own corner: navbar, side panel and footer stay alive around it.
 * Retry clears the error and renders again, which asks the network again for a remote that failed.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[section ${this.props.section}]`, error);
  }

  private readonly retry = () => {
    forgetFailedSection(this.props.section);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = sections[this.props.section].title;
    const { heading, explanation, canRetry } = describe(error, title);
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950" data-section-error={this.props.section}>
        <h1 className="text-xl font-semibold">{heading}</h1>
        <p className="mt-2">{explanation}</p>
        <div className="mt-4 flex gap-3">
          {canRetry ? (
            <button type="button" onClick={this.retry} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              Retry
            </button>
          ) : (
            <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              Reload the page
            </button>
          )}
        </div>
      </div>
    );
  }
}

function describe(error: Error, title: string) {
  // Without the site configuration no section can load: saying "the rest of the site works" would be untrue.
  if (error instanceof SiteConfigError) {
    return {
      heading: 'This page is unavailable right now',
      explanation: "The site's settings could not be loaded, so its sections cannot be shown. The menus still work. Please try again in a moment.",
      canRetry: true,
    };
  }
  if (error instanceof RemoteUnavailableError) {
    return {
      heading: `The ${title} section is unavailable right now`,
      explanation: 'The rest of the site still works. Please check your connection and try again in a moment.',
      canRetry: true,
    };
  }
  if (error instanceof ContractError) {
    return {
      heading: `The ${title} section was updated`,
      explanation: `${error.message} Reload the page to get the newest version of the site.`,
      canRetry: false,
    };
  }
  return {
    heading: `Something went wrong in the ${title} section`,
    explanation: 'The rest of the site still works. You can try this part of the page again.',
    canRetry: true,
  };
}
