import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_LIMITS, contactRequest, contactResponse } from '../../../contracts/contact.contract';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { PageIntro } from './content-parts';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field | 'form', string>>;

const FIELDS: readonly Field[] = ['name', 'email', 'message'];

/** The first problem with each field, as the shared contract words it. */
const fieldErrors = (issues: readonly { path: string; message: string }[]): Errors => {
  const errors: Errors = {};
  for (const { path, message } of issues) {
    const field = FIELDS.find((name) => name === path);
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
};

export const ContactForm = () => {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactRequest.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await callFunction('contact', contactResponse, { body: parsed.data });
      setThanks(answer.message);
      window.requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (cause) {
      if (cause instanceof FunctionCallError) {
        const found = fieldErrors(cause.issues);
        setErrors(Object.keys(found).length > 0 ? found : { form: cause.message });
        focusFirstError(found);
      } else {
        setErrors({ form: 'Something went wrong. Please try again.' });
      }
    } finally {
      setBusy(false);
    }
  };

  if (thanks !== null) {
    return (
      <div className="night-panel thank-you" ref={thanksRef} tabIndex={-1} role="status">
        <h2>Thank you, {values.name.trim().split(/\s+/)[0]}</h2>
        <p>{thanks}</p>
        <p>We will write to {values.email.trim()}.</p>
        <Link className="button primary" to="/free-moon-reading">
          Get your free moon reading
        </Link>
      </div>
    );
  }

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => ReactNode, hint?: string) => {
    const inputId = `${id}-${name}`;
    const describedBy = [hint ? `${inputId}-hint` : null, errors[name] ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`field${errors[name] ? ' has-error' : ''}`}>
        <label htmlFor={inputId}>{label}</label>
        {hint && (
          <p className="field-hint" id={`${inputId}-hint`}>
            {hint}
          </p>
        )}
        {input({
          id: inputId,
          name,
          value: values[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': describedBy,
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
        })}
        {errors[name] && (
          <p className="field-error" id={`${inputId}-error`} role="alert">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Contact form">
      {field('name', 'Your name', (props) => <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} required {...props} />)}
      {field('email', 'Your email', (props) => <input type="email" autoComplete="email" required {...props} />, 'We only use it to reply to you.')}
      {field(
        'message',
        'Your message',
        (props) => <textarea rows={7} maxLength={CONTACT_LIMITS.message} required {...props} />,
        'If your message is about your reading, the email address you used for it helps us find it.',
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </button>
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
    </form>
  );
};

export const ContactPage = () => (
  <article>
    <PageIntro eyebrow="Contact" title="Write to us">
      <p>Questions about your reading, feedback on the site, help with an order, or a request about your data: we read every message and reply by email.</p>
    </PageIntro>
    <div className="contact-layout">
      <ContactForm />
      <aside className="contact-aside" aria-label="Before you write">
        <h2>Before you write</h2>
        <p>
          <strong>Your reading:</strong> open it again from your private reading link. If you have lost the link, ask for your reading again with the same email address on the{' '}
          <Link to="/free-moon-reading">free moon reading</Link> page.
        </p>
        <p>
          <strong>Your data:</strong> to download or delete what we hold about you, use the <Link to="/your-data">your data</Link> page. To correct it, write to us here
          from the email address you used. The <Link to="/legal/privacy-policy">privacy policy</Link> explains what we keep and for how long.
        </p>
        <p>
          <strong>Orders and reports:</strong> include the email address you ordered with, so we can find your order quickly.
        </p>
      </aside>
    </div>
  </article>
);

export const Component = ContactPage;
