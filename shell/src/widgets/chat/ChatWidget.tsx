import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { apiErrorMessage, journal, useContactUsMutation } from '@journal/shared';
import { contactMessageProblem, type ContactField } from './contactApi.ts';
import { Button, Icon } from '@journal/shared/ui';

/** What the reader can ask about; the choice becomes the subject of the message the office receives. */
const TOPICS = [
  'Submitting a manuscript',
  'Status of my paper',
  'Article processing charges',
  'Conference collaboration',
  'Something else',
] as const;

type Outcome =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; text: string } | { kind: 'failed'; text: string };

/**
 * A small, self-hosted chat box: the reader writes to the editorial office and the message goes
 * through the contact call, so no third-party script runs on the page. The panel only hides when
 * closed, so a half-written message is still there when the reader opens it again.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ name: '', email: '', topic: TOPICS[0], message: '' });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [invalid, setInvalid] = useState<ContactField | null>(null);
  const [contactUs] = useContactUsMutation();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const headingId = useId();
  const alertId = useId();

  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [open]);

  // Escape closes the open panel wherever focus is (the reader may have clicked into the page meanwhile).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      launcherRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const update = (field: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
  };

  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: `Website chat: ${fields.topic}`,
      message: fields.message.trim(),
    };
    const problem = contactMessageProblem(payload);
    if (problem) {
      setInvalid(problem.field);
      setOutcome({ kind: 'failed', text: problem.text });
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    setOutcome({ kind: 'sending' });
    try {
      const answer = await contactUs(payload).unwrap();
      setFields((current) => ({ ...current, message: '' }));
      setOutcome({ kind: 'sent', text: `${answer.message} Your reference number is ${answer.id}.` });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        text: apiErrorMessage(
          error,
          'Your message could not be sent just now. It is still here: please try again in a moment.',
        ),
      });
    }
  };

  const fieldClass = (field: ContactField) =>
    'mt-1 block w-full rounded-md border px-3 py-2 text-sm text-slate-900 ' +
    (invalid === field ? 'border-red-600' : 'border-slate-300');

  return (
    <div>
      <Button
        ref={launcherRef}
        variant="floating"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chat" className="size-5" />
        {open ? 'Close chat' : 'Chat with us'}
      </Button>
      <section
        id={panelId}
        role="dialog"
        aria-labelledby={headingId}
        hidden={!open}
        className={
          'fixed right-4 bottom-20 z-40 max-h-[calc(100vh-7rem)] w-[min(22rem,calc(100vw-2rem))] ' +
          'overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl'
        }
      >
        <h2 id={headingId} className="text-base font-semibold text-brand-900">
          Message the editorial office
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          We answer by email {journal.claims.initialResponse}, {journal.contact.hours}.
        </p>
        <form ref={formRef} onSubmit={(event) => void send(event)} noValidate className="mt-3 space-y-3">
          <label className="block text-sm font-medium text-slate-800">
            Your name
            <input
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={update('name')}
              aria-invalid={invalid === 'name' || undefined}
              className={fieldClass('name')}
            />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            Your email
            <input
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={update('email')}
              aria-invalid={invalid === 'email' || undefined}
              className={fieldClass('email')}
            />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            Topic
            <select name="topic" value={fields.topic} onChange={update('topic')} className={fieldClass('subject')}>
              {TOPICS.map((topic) => (
                <option key={topic}>{topic}</option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-800">
            Message
            <textarea
              name="message"
              rows={4}
              value={fields.message}
              onChange={update('message')}
              aria-invalid={invalid === 'message' || undefined}
              aria-describedby={alertId}
              className={fieldClass('message')}
            />
          </label>
          <p role="status" className="text-sm text-emerald-800 empty:hidden">
            {outcome.kind === 'sent' ? outcome.text : ''}
          </p>
          <p id={alertId} role="alert" className="text-sm text-red-700 empty:hidden">
            {outcome.kind === 'failed' ? outcome.text : ''}
          </p>
          <Button type="submit" disabled={outcome.kind === 'sending'} className="w-full">
            {outcome.kind === 'sending' ? 'Sending…' : 'Send message'}
          </Button>
        </form>
      </section>
    </div>
  );
}
