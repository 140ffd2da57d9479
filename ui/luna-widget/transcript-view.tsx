import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { isReadingReady } from '../../domain/conversation';
import { readResponseDetails } from '../../contracts/chat.contract';
import { readingReadyFollowUp } from './machine/follow-up';
import { retryTextFor, visibleQuickReplies, type ShownMessage } from './machine/transcript';
import { isAwaitingReply, isLunaTyping, type widgetMachine } from './machine/widget.machine';
import { ChatMarkdown } from './chat-markdown';
import { recordReadingLinkClick } from './luna-chat-client';
import { TypewriterText } from './typewriter-text';

export const READING_LINK_LABEL = 'Open your moon reading';
/** The button under the connection-trouble reply that sends the failed message again. */
export const RETRY_LABEL = 'Try again';

export type WidgetActor = ActorRefFrom<typeof widgetMachine>;

const ReadingLink = ({ url, onClick }: { url: string; onClick: () => void }) =>
  url.startsWith('/') ? (
    <Link className="luna-message__reading-link" to={url} onClick={onClick}>
      {READING_LINK_LABEL}
    </Link>
  ) : (
    <a className="luna-message__reading-link" href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {READING_LINK_LABEL}
    </a>
  );

interface MessageProps {
  actor: WidgetActor;
  message: ShownMessage;
  revealing: boolean;
  quickRepliesDisabled: boolean;
  quickReplies: ReturnType<typeof visibleQuickReplies>;
  /** The failed message 'Try again' resends, under a connection-trouble reply; null elsewhere. */
  retryText: string | null;
  onFrame: () => void;
}

const Message = ({ actor, message, revealing, quickRepliesDisabled, quickReplies, retryText, onFrame }: MessageProps) => {
  const onRevealed = useCallback(() => actor.send({ type: 'REVEALED', messageId: message.id }), [actor, message.id]);
  const readingUrl = message.reading_url ?? message.metadata?.reading_url ?? null;
  const readingReady = message.role === 'assistant' && isReadingReady(message) && readingUrl !== null && !revealing;
  const followUp = readingReady ? readingReadyFollowUp(message.content) : null;
  const overwrite = readResponseDetails(message.metadata?.response_details).overwrite === true;
  /** §7: how long the reading link waited for its click, and whether the reading replaced another. */
  const readingLinkClicked = () => recordReadingLinkClick(actor.getSnapshot().context.session.token, message.created_at, overwrite);
  return (
    <div className={`luna-message luna-message--${message.role}`} data-overwrite={readingReady && overwrite ? 'true' : undefined}>
      <span className="visually-hidden">{message.role === 'user' ? 'You said:' : 'Luna said:'}</span>
      <div className="luna-message__bubble">
        {readingReady ? (
          <>
            <p>
              <ReadingLink url={readingUrl} onClick={readingLinkClicked} />
            </p>
            {followUp !== null && <ChatMarkdown text={followUp} />}
          </>
        ) : revealing ? (
          <TypewriterText text={message.content} onFrame={onFrame} onDone={onRevealed} />
        ) : message.role === 'assistant' ? (
          <ChatMarkdown text={message.content} />
        ) : (
          <p>{message.content}</p>
        )}
      </div>
      {!revealing && quickReplies.length > 0 && (
        <div className="luna-message__quick-replies" role="group" aria-label="Quick replies">
          {quickReplies.map((option) => (
            <button
              key={option.id}
              type="button"
              className={option.tone === 'primary' ? 'luna-quick-reply luna-quick-reply--primary' : 'luna-quick-reply'}
              disabled={quickRepliesDisabled}
              onClick={() => actor.send({ type: 'SEND', text: option.value, quickReplyOf: message.id })}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      {retryText !== null && (
        <button type="button" className="luna-retry" disabled={quickRepliesDisabled} onClick={() => actor.send({ type: 'SEND', text: retryText })}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {RETRY_LABEL}
        </button>
      )}
    </div>
  );
};

/** The conversation log: what the machine holds, drawn; new messages scroll into view. */
export const TranscriptView = ({ actor }: { actor: WidgetActor }) => {
  const messages = useSelector(actor, (state) => state.context.messages);
  const usedQuickReplies = useSelector(actor, (state) => state.context.usedQuickReplies);
  const revealing = useSelector(actor, (state) => state.context.revealing);
  const awaitingReply = useSelector(actor, isAwaitingReply);
  const lunaTyping = useSelector(actor, isLunaTyping);

  const logRef = useRef<HTMLDivElement>(null);
  const scrollToEnd = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);
  // Also when a reply finishes appearing: its quick replies show only then, and must show whole.
  useEffect(scrollToEnd, [messages, lunaTyping, revealing, usedQuickReplies, awaitingReply, scrollToEnd]);

  return (
    <div ref={logRef} className="luna-panel__log" role="log" aria-live="polite" aria-label="Conversation with Luna" aria-busy={revealing !== null || undefined} tabIndex={0}>
      {messages.map((message, index) => (
        <Message
          key={message.id}
          actor={actor}
          message={message}
          revealing={message.id === revealing}
          quickRepliesDisabled={awaitingReply}
          quickReplies={visibleQuickReplies(messages, index, usedQuickReplies)}
          retryText={retryTextFor(messages, index)}
          onFrame={scrollToEnd}
        />
      ))}
      {lunaTyping && (
        <div className="luna-typing" role="status">
          <span className="luna-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">Luna is typing</span>
        </div>
      )}
    </div>
  );
};
