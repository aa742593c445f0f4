import { Component, type ReactNode } from 'react';
import { ContractError, sections, siteTitle, type SectionName } from '@journal/shared';
import { PageTitle } from '@journal/shared/metadata';
import { SectionVersionError } from '../federation/releaseCheck.ts';
import { forgetFailedSection, RemoteUnavailableError, SiteConfigError } from '../federation/remotes.ts';
import { Button, PageHeader } from '@journal/shared/ui';

interface Props {
  section: SectionName;
  /** The navigation that shows this page (the location's key). */
  visit: string;
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

  constructor(props: Props) {
    super(props);
    // A new visit to the section's pages (a new boundary: it is keyed by path) asks the network again
    // for a remote that failed earlier in the page's life, as Retry does; a loaded one is kept.
    forgetFailedSection(props.section);
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[section ${this.props.section}]`, error);
  }

  /**
   * A failed page reached by a new navigation asks the network again, as Retry does. Most new visits
   * make a new boundary (the key above), but one that comes back before the page the reader left for
   * was shown (navigations are transitions, which keep the last page on screen until the next is
   * ready) finds this boundary still there, with its error.
   */
  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.visit !== this.props.visit) this.retry();
  }

  private readonly retry = () => {
    forgetFailedSection(this.props.section);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = sections[this.props.section].title;
    const { heading, explanation, action } = describe(error, title);
    return (
      <div
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950"
        data-section-error={this.props.section}
      >
        <PageTitle>{siteTitle(heading)}</PageTitle>
        <PageHeader lead={<p className="mt-2">{explanation}</p>}>{heading}</PageHeader>
        <div className="mt-4 flex gap-3">
          {action === 'retry' ? (
            <Button onClick={this.retry}>Retry</Button>
          ) : action === 'reload' ? (
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          ) : null}
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
      explanation:
        "The site's settings could not be loaded, so its sections cannot be shown. The menus still work. Please try again in a moment.",
      action: 'retry' as const,
    };
  }
  if (error instanceof RemoteUnavailableError) {
    return {
      heading: `The ${title} section is unavailable right now`,
      explanation: 'The rest of the site still works. Please check your connection and try again in a moment.',
      action: 'retry' as const,
    };
  }
  // The remote and this page's shell were built against versions that cannot run together
  // (docs/deployment.md, "What readers see when versions disagree").
  if (error instanceof SectionVersionError) {
    return error.needs === 'newer-site'
      ? {
          heading: `The ${title} section was updated`,
          explanation: 'This section was updated and needs a newer site: please reload.',
          action: 'reload' as const,
        }
      : {
          // Reloading cannot help: the section's team must rebuild it against this site.
          heading: `The ${title} section is unavailable right now`,
          explanation:
            'This section was built for an older version of the site: the team has been told. The rest of the site still works.',
          action: 'none' as const,
        };
  }
  if (error instanceof ContractError) {
    return {
      heading: `The ${title} section was updated`,
      explanation: `${error.message} Reload the page to get the newest version of the site.`,
      action: 'reload' as const,
    };
  }
  return {
    heading: `Something went wrong in the ${title} section`,
    explanation: 'The rest of the site still works. You can try this part of the page again.',
    action: 'retry' as const,
  };
}
