import { useRef, useState, type SubmitEvent } from 'react';
import { useSendContactMessage } from './api.ts';
import { FormField } from './FormField.tsx';
import { Button } from '@journal/shared/ui';
import { CONTACT_LIMITS } from '@journal/shared';
import {
  CONTACT_FIELDS,
  trimContact,
  validateContact,
  type ContactField,
  type ContactFields,
} from './validateContact.ts';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * The contact form. Fields are checked in the browser before anything is sent, and the API checks them
 * again. What the reader typed stays in the form after any error; it is cleared only once the message is stored.
 */
export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const honeypot = useRef<HTMLInputElement | null>(null);
  const sendContactMessage = useSendContactMessage();

  const errors = validateContact(fields);
  const visibleError = (field: ContactField) => (submitted || touched[field] ? errors[field] : undefined);

  function update(field: ContactField, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (outcome?.kind === 'sent') setOutcome(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      setOutcome(null);
      controls.current[firstInvalid]?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    const result = await sendContactMessage(trimContact(fields), honeypot.current?.value ?? '');
    setSending(false);
    if (result.ok) {
      setFields(EMPTY);
      setTouched({});
      setSubmitted(false);
      setOutcome({ kind: 'sent', message: result.message });
    } else {
      setOutcome({ kind: 'failed', message: result.message });
    }
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    value: fields[field],
    error: visibleError(field),
    onChange: (value: string) => update(field, value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    fieldRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      // eslint-disable-next-line react-hooks/refs -- a callback ref: React calls it when it attaches the element, not during render
      controls.current[field] = element;
    },
  });

  const errorCount = submitted ? Object.keys(errors).length : 0;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-brand-800">
        Send us a message
      </h2>
      <p className="text-sm text-slate-600">All fields are required.</p>

      {errorCount > 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Please correct {errorCount === 1 ? 'the field marked below' : `the ${errorCount} fields marked below`} before
          sending.
        </p>
      )}

      <FormField
        {...fieldProps('name')}
        label="Name"
        autoComplete="name"
        minLength={CONTACT_LIMITS.name.min}
        maxLength={CONTACT_LIMITS.name.max}
      />
      <FormField
        {...fieldProps('email')}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email.max}
        hint="We reply to this address and use it for nothing else."
      />
      <FormField
        {...fieldProps('subject')}
        label="Subject"
        minLength={CONTACT_LIMITS.subject.min}
        maxLength={CONTACT_LIMITS.subject.max}
        hint="For a submitted paper, please include its paper ID."
      />
      <FormField
        {...fieldProps('message')}
        label="Message"
        multiline
        minLength={CONTACT_LIMITS.message.min}
        maxLength={CONTACT_LIMITS.message.max}
        hint={`${fields.message.length.toLocaleString('en-GB')} of ${CONTACT_LIMITS.message.max.toLocaleString('en-GB')} characters`}
      />

      {/* Spam trap: off screen and out of the tab order and the accessibility tree; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            {outcome.message}
          </p>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-medium">Your message was not sent.</p>
          <p className="mt-1 text-sm">{outcome.message}</p>
          <p className="mt-1 text-sm">What you typed is still in the form.</p>
        </div>
      )}

      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
