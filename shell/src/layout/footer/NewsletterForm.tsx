import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { apiErrorMessage, journal, useNewsletterSubscribeMutation } from '@journal/shared';
import { Button } from '@journal/shared/ui';
import { newsletterEmailProblem } from './newsletterApi.ts';

type Outcome =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'joined'; message: string } | { kind: 'failed'; message: string };

/**
 * The footer's newsletter box. Join records the subscription through the API, shows what the API
 * answered and then empties the box; when anything goes wrong the address stays in the box with the
 * reason beside it, so nothing a reader typed is lost.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Inert in the first HTML until the app drives it (site-server/src/scriptsAfterFirstPaint.ts): now it does.
  useEffect(() => formRef.current?.removeAttribute('inert'), []);
  const inputId = useId();
  const statusId = useId();
  const alertId = useId();
  const [subscribe] = useNewsletterSubscribeMutation();

  const join = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const problem = newsletterEmailProblem(address);
    if (problem) {
      setOutcome({ kind: 'failed', message: problem });
      inputRef.current?.focus();
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const { message } = await subscribe({ email: address }).unwrap();
      setEmail('');
      setOutcome({ kind: 'joined', message });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: apiErrorMessage(
          error,
          'We could not record your subscription just now. Please try again in a moment.',
        ),
      });
    }
  };

  const failed = outcome.kind === 'failed';
  return (
    <>
      {/* Joining goes through the API from the page's script: without one the form would do nothing, so it is
          hidden and the reader is told how else to join (the first HTML has this, site-server/src/siteFrame.tsx). */}
      <noscript>
        <p className="text-sm text-brand-100">
          New issues, calls for papers and journal news by email: write to{' '}
          <a
            href={`mailto:${journal.contact.email}?subject=Newsletter`}
            className="underline underline-offset-2 hover:text-white"
          >
            {journal.contact.email}
          </a>{' '}
          to join.
        </p>
      </noscript>
      <form
        ref={formRef}
        onSubmit={(event) => void join(event)}
        noValidate
        aria-label="Newsletter"
        className="noscript:hidden"
      >
        <label htmlFor={inputId} className="block text-sm text-brand-100">
          New issues, calls for papers and journal news by email:
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={failed || undefined}
            aria-describedby={failed ? alertId : undefined}
            className={
              'min-w-0 flex-1 rounded-md border border-brand-200 bg-white px-3 py-2 text-sm ' +
              'text-slate-900 placeholder:text-slate-500'
            }
          />
          <Button type="submit" variant="accent" disabled={outcome.kind === 'sending'}>
            {outcome.kind === 'sending' ? 'Joining…' : 'Join'}
          </Button>
        </div>
        {/* Two live regions that exist from the start, so screen readers announce what appears in them. */}
        <p id={statusId} role="status" className="mt-2 text-sm text-emerald-200 empty:hidden">
          {outcome.kind === 'joined' ? outcome.message : ''}
        </p>
        <p id={alertId} role="alert" className="mt-2 text-sm text-amber-200 empty:hidden">
          {failed ? outcome.message : ''}
        </p>
      </form>
    </>
  );
}
