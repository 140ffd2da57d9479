import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { DATA_RIGHTS, LEGAL_PAGES, REPORT_TERMS } from '../../../domain/site';
import { BRAND_NAME } from '../../navigation';
import { NotFoundPage } from '../not-found-page';
import './content.css';
import { withoutTrailing } from '../../../domain/kernel';

type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

const UPDATED = 'November 2026';

const ContactLink = ({ children = 'contact page' }: { children?: ReactNode }) => <Link to="/contact">{children}</Link>;

/** A policy fact as written in domain/site, with its named page ('contact page', 'your data page') as a link. */
const WithLink = ({ text, words, to }: { text: string; words: string; to: string }) => {
  const at = text.indexOf(words);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={to}>{words}</Link>
      {text.slice(at + words.length)}
    </>
  );
};

const TERMS = (
  <>
    <p>
      These terms apply when you use the {BRAND_NAME} website, its free moon reading, its tools, Luna the chat guide, and any report you order. By using the site you accept
      them. If you do not agree, please do not use the site.
    </p>
    <h2>1. What {BRAND_NAME} offers</h2>
    <p>
      {BRAND_NAME} offers educational and reflective content about the lunar cycle, astrology and manifestation: guides, exercises, a moon sign calculator, a readiness quiz, a
      free personalised moon reading, a chat guide, and optional paid reports (a lunar report of about 49 pages and an astrology guide of about 50 pages).
    </p>
    <p>
      Astronomical positions are calculated carefully, but their interpretation is reflective and for personal insight and entertainment. Nothing on the site is a promise of
      any outcome. Please read the <Link to="/legal/disclaimer">disclaimer</Link>.
    </p>
    <h2>2. Who may use the site</h2>
    <p>You must be at least 16 years old to ask for a reading, use the chat or order a report. If you are under 18, please involve a parent or guardian before ordering.</p>
    <h2>3. Your details</h2>
    <p>
      You agree to give accurate details and to ask for readings only for yourself, or for someone who has agreed to it. Your reading link is private: anyone who has it can open
      your reading, so please do not share it publicly. How we handle your details is described in the <Link to="/legal/privacy-policy">privacy policy</Link>.
    </p>
    <h2>4. Fair use</h2>
    <p>
      Please do not misuse the site: no automated requests, no attempts to access other people’s readings or data, no interference with the service, and no use of the chat to
      produce unlawful, hateful or harassing content. To keep the service available to everyone, we limit how many readings can be requested per email address, per chat
      session and per connection in a given hour.
    </p>
    <h2>5. Paid reports</h2>
    <p>
      {REPORT_TERMS.price} {REPORT_TERMS.digital} <WithLink text={REPORT_TERMS.refund} words="contact page" to="/contact" /> {REPORT_TERMS.statutory}
    </p>
    <h2>6. Luna, the chat guide</h2>
    <p>
      Luna offers reflective guidance on manifestation, the Moon and astrology. She does not give medical, legal, financial or gambling advice, and her replies are not a
      substitute for a qualified professional. Conversations are stored so that Luna can continue where you left off (see the privacy policy).
    </p>
    <h2>7. Content and intellectual property</h2>
    <p>
      The texts, designs and software of the site belong to {BRAND_NAME} or its licensors. Your reading and reports are for your personal use; you may keep, print and share
      them privately, but not resell or republish them. Place data comes from GeoNames under the Creative Commons Attribution 4.0 licence.
    </p>
    <h2>8. Availability and liability</h2>
    <p>
      We work to keep the site available and accurate, but we cannot promise it will always be uninterrupted or error-free. To the extent the law allows, we are not liable for
      decisions you make on the basis of the site’s content, or for indirect losses. Nothing in these terms limits liability that cannot be limited by law.
    </p>
    <h2>9. Changes</h2>
    <p>We may update these terms when the service changes. The date at the top shows the latest version; the version in force when you ordered a report applies to that order.</p>
    <h2>10. Contact</h2>
    <p>
      Questions about these terms? Write to us through the <ContactLink />.
    </p>
  </>
);

const PRIVACY = (
  <>
    <p>
      This policy explains what {BRAND_NAME} keeps about you, why, for how long, and how to get a copy of it or have it deleted. {DATA_RIGHTS.noSale}
    </p>
    <h2>What we keep and why</h2>
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Data we keep">
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">What it contains</th>
            <th scope="col">Why we keep it</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Your profile</th>
            <td data-label="What it contains">First name, email address, birth date, birth time if you gave it, and birth place with its coordinates and time zone.</td>
            <td data-label="Why we keep it">To calculate your Moon sign and birth phase, to prepare your reading, and to send you your reading link.</td>
            <td data-label="How long">Until you ask us to delete it, or 3 years after your last visit.</td>
          </tr>
          <tr>
            <th scope="row">Your readings</th>
            <td data-label="What it contains">The reading we prepared for you: signs, phases and the text of the reading.</td>
            <td data-label="Why we keep it">So you can open your reading again from your private link.</td>
            <td data-label="How long">As long as your profile.</td>
          </tr>
          <tr>
            <th scope="row">Chat messages</th>
            <td data-label="What it contains">Your conversation with Luna, the session it belongs to, and the details you shared in it.</td>
            <td data-label="Why we keep it">So Luna can continue the conversation and prepare a reading you asked for in the chat.</td>
            <td data-label="How long">
              A chat that never became a reading is deleted 90 days after its last message. A chat with your reading stays with your profile until you ask us to delete them.
            </td>
          </tr>
          <tr>
            <th scope="row">Analytics</th>
            <td data-label="What it contains">The pages you visit on the site (up to the last 25) and events such as starting or completing a reading, linked to your chat session or profile.</td>
            <td data-label="Why we keep it">To understand which pages help people and to fix what does not work.</td>
            <td data-label="How long">13 months.</td>
          </tr>
          <tr>
            <th scope="row">Orders</th>
            <td data-label="What it contains">The report you ordered, its status and the payment reference. Card details go to the payment provider, never to us.</td>
            <td data-label="Why we keep it">To deliver your report and to meet our accounting obligations.</td>
            <td data-label="How long">As long as tax and accounting law requires, usually 6 to 10 years.</td>
          </tr>
          <tr>
            <th scope="row">Emails we send you</th>
            <td data-label="What it contains">Each email we sent to your address (your reading link, codes, report notices): its subject, its text and whether it was delivered.</td>
            <td data-label="Why we keep it">To make sure it reaches you, and to send it again if your email provider was briefly unavailable.</td>
            <td data-label="How long">As long as your profile.</td>
          </tr>
          <tr>
            <th scope="row">Your moon calendar</th>
            <td data-label="What it contains">
              When you made and stopped its address, and the address only as a fingerprint (a one-way hash), so our database alone cannot open it. The calendar itself is worked
              out from your profile each time your calendar app asks.
            </td>
            <td data-label="Why we keep it">So the calendar app you subscribed with can fetch your lunar year, and nobody else can.</td>
            <td data-label="How long">As long as your profile. A stopped or replaced address opens nothing.</td>
          </tr>
          <tr>
            <th scope="row">Contact messages</th>
            <td data-label="What it contains">Your name, email address and message.</td>
            <td data-label="Why we keep it">To answer you.</td>
            <td data-label="How long">12 months after we reply.</td>
          </tr>
          <tr>
            <th scope="row">Technical logs</th>
            <td data-label="What it contains">Request times, addresses and error reports.</td>
            <td data-label="Why we keep it">To keep the site secure and working, and to enforce the reading limits.</td>
            <td data-label="How long">30 days.</td>
          </tr>
        </tbody>
      </table>
    </div>
    <h2>Our legal bases</h2>
    <p>
      We process your profile, readings, chat messages and orders to provide the service you asked for (performance of a contract). Analytics and technical logs rest on our
      legitimate interest in running a secure, useful site. Where the law requires your consent, we ask for it first.
    </p>
    <p>{DATA_RIGHTS.emailUse}</p>
    <h2>Who else sees your data</h2>
    <p>
      We use a small number of processors under contract: our hosting and database provider, our email provider to send your reading link and report notices, our payment
      provider for orders, and, when enabled, a language-model provider that prepares Luna’s replies from your messages. They may use your data only to provide their service
      to us. We never sell your data or share it for advertising.
    </p>
    <h2>Your rights</h2>
    <p>
      You can ask to see the data we hold about you, to correct it, to receive a copy, to restrict or object to its use, or to have it deleted. You can also complain to your
      data protection authority.
    </p>
    <h2>Get a copy of your data, or delete it</h2>
    <p>
      <WithLink text={DATA_RIGHTS.howTo} words="your data" to={DATA_RIGHTS.dataPath} /> We send it to that address only, so nobody else can open your data by knowing
      your email.
    </p>
    <ul>
      <li>
        <strong>Download my data</strong>
        {DATA_RIGHTS.download.slice('Download my data'.length)} Downloading does not use up the link.
      </li>
      <li>
        <strong>Delete everything</strong>
        {DATA_RIGHTS.delete.slice('Delete everything'.length)} The link stops working and your old reading and report links no longer open. Order records we must keep for
        accounting stay, with the report, amount and dates only, and no longer name you.
      </li>
    </ul>
    <p>
      You can download first and then delete with the same link. If you would rather not use the page, write to us through the <ContactLink /> from the same email
      address.
    </p>
    <h2>Security</h2>
    <p>
      Your reading link carries a long random token; we store only a one-way hash of it. Once an email has been sent, we keep its words without its links’ tokens or codes, and
      a reading link in your chat with Luna is stored encrypted. Access to your data from the browser is checked on every request, and the site is
      served over an encrypted connection.
    </p>
    <h2>Children</h2>
    <p>The service is not meant for children under 16. If you believe a child has given us their details, please tell us and we will delete them.</p>
    <h2>Changes</h2>
    <p>When we change this policy, we update the date at the top. If a change matters for how we use your data, we tell you by email first.</p>
  </>
);

const COOKIES = (
  <>
    <p>
      {BRAND_NAME} does not use advertising or cross-site tracking cookies. The site keeps a few small items in your browser’s own storage so that it works as you expect. This
      policy lists them.
    </p>
    <h2>What we store in your browser</h2>
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Items stored in your browser">
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Purpose</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Chat session token</th>
            <td data-label="Purpose">Lets Luna recognise your conversation when you come back.</td>
            <td data-label="How long">7 days.</td>
          </tr>
          <tr>
            <th scope="row">Chat context and birth details</th>
            <td data-label="Purpose">The details you shared in the chat and a snapshot of the session, so the conversation can continue if the connection drops.</td>
            <td data-label="How long">Until you reset the chat or clear your browser storage.</td>
          </tr>
          <tr>
            <th scope="row">Chat window preferences</th>
            <td data-label="Purpose">Whether you minimised the chat, and the height you chose for it (keys starting with luna_chat_).</td>
            <td data-label="How long">Until you clear your browser storage.</td>
          </tr>
          <tr>
            <th scope="row">Pending reports and notifications</th>
            <td data-label="Purpose">The reports you are waiting for and the notices about them, so you see when a report is ready.</td>
            <td data-label="How long">Until the report is delivered and the notice dismissed.</td>
          </tr>
          <tr>
            <th scope="row">Reading access</th>
            <td data-label="Purpose">The access token that opens your own reading after you request it or follow your reading link.</td>
            <td data-label="How long">7 days.</td>
          </tr>
          <tr>
            <th scope="row">Your place for Tonight</th>
            <td data-label="Purpose">
              The place you chose for the home page’s Tonight card, or your location rounded to about a kilometre if you chose to share it, so the Moon’s rise and set are yours.
              It never leaves your device except as the place asked about.
            </td>
            <td data-label="How long">Until you press ‘Forget it’ on the card or clear your browser storage.</td>
          </tr>
        </tbody>
      </table>
    </div>
    <h2>Strictly necessary, so no banner</h2>
    <p>
      These items are needed for features you ask for, so the law does not require a consent banner for them. They are not shared with anyone and are not used to follow you
      across other sites.
    </p>
    <h2>Payments</h2>
    <p>
      When you order a report, the checkout is provided by our payment provider, which sets its own cookies to process the payment securely and to prevent fraud. Its own
      cookie policy applies on its pages.
    </p>
    <h2>Page visits</h2>
    <p>
      We count the pages visited on {BRAND_NAME} in our own database, linked to your chat session or profile, not through third-party analytics cookies. The{' '}
      <Link to="/legal/privacy-policy">privacy policy</Link> explains how long we keep them and how to have them deleted.
    </p>
    <h2>How to remove them</h2>
    <p>
      You can clear the site’s storage at any time in your browser settings (look for “site data” or “cookies and site data”). The chat will then start afresh, and you can open
      your reading again from your private link.
    </p>
    <h2>Questions</h2>
    <p>
      Write to us through the <ContactLink />.
    </p>
  </>
);

const DISCLAIMER = (
  <>
    <p>
      {BRAND_NAME} is about reflection, habit and the rhythm of the Moon. Please read this before you rely on anything the site, the reading, the reports or Luna say.
    </p>
    <h2>For insight and entertainment</h2>
    <p>
      Astronomical positions on the site (the Moon’s sign, degree and phase) are calculated with care. What they mean for a person is interpretation: astrology and
      manifestation are reflective practices, not sciences, and their content is offered for personal insight and entertainment.
    </p>
    <h2>No guaranteed outcomes</h2>
    <p>
      No reading, exercise, report or conversation can guarantee a result in your relationships, career, health or finances. Results depend on many things outside anyone’s
      control. We do not publish success rates, and you should be wary of anyone who does.
    </p>
    <h2>Not medical or psychological advice</h2>
    <p>
      Nothing on the site is medical, psychological or psychiatric advice, diagnosis or treatment. Do not stop or change a treatment because of something you read here. If you
      are unwell, in distress or thinking about harming yourself, please contact a doctor, a mental health professional or your local emergency number now.
    </p>
    <h2>Not financial, legal or gambling advice</h2>
    <p>
      Nothing on the site is financial, investment, tax or legal advice, and nothing is a tip for lotteries, gambling or trading. Speak to a qualified adviser before making
      financial or legal decisions.
    </p>
    <h2>Luna</h2>
    <p>
      Luna is the site’s chat guide. Her replies are generated for reflection and may be incomplete or wrong; treat them as a conversation, not as advice. She will decline
      medical, legal, financial and gambling questions.
    </p>
    <h2>Your choices</h2>
    <p>
      You remain responsible for the decisions you make. Use what helps, leave what does not, and be kind to yourself along the way. Questions? Write to us through the{' '}
      <ContactLink />.
    </p>
  </>
);

const TEXTS: Record<LegalSlug, { intro: string; body: ReactNode }> = {
  'terms-and-conditions': { intro: 'The rules for using Moonwise, the free reading, Luna and paid reports.', body: TERMS },
  'privacy-policy': { intro: 'What we keep about you, why, for how long, and how to get a copy or have it deleted.', body: PRIVACY },
  'cookie-policy': { intro: 'What the site stores in your browser, and why.', body: COOKIES },
  disclaimer: { intro: 'What Moonwise is, and what it is not.', body: DISCLAIMER },
};

/** The four legal pages (header only, no footer: §2). */
export const LegalPage = () => {
  const { pathname } = useLocation();
  const page = LEGAL_PAGES.find(({ slug }) => withoutTrailing(pathname, '/') === `/legal/${slug}`);
  if (!page) return <NotFoundPage />;
  const text = TEXTS[page.slug];
  return (
    <article className="legal">
      <header className="page-intro">
        <p className="eyebrow">Legal</p>
        <h1>{page.title}</h1>
        <p className="lede">{text.intro}</p>
        <p className="legal-updated">Last updated: {UPDATED}</p>
      </header>
      <div className="prose">{text.body}</div>
      <nav className="legal-nav" aria-label="Legal pages">
        <h2 className="visually-hidden">Legal pages</h2>
        <ul>
          {LEGAL_PAGES.map(({ slug, title }) => (
            <li key={slug}>{slug === page.slug ? <span aria-current="page">{title}</span> : <Link to={`/legal/${slug}`}>{title}</Link>}</li>
          ))}
          <li>
            <Link to="/">Back to {BRAND_NAME}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
};

export const Component = LegalPage;
