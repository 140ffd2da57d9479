import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { isReadingReady } from '../../domain/conversation';
import { readResponseDetails } from '../../contracts/chat.contract';
import { readingReadyFollowUp } from './machine/follow-up';
import { visibleQuickReplies, type ShownMessage } from './machine/transcript';
import { isAwaitingReply, isLunaTyping, type widgetMachine } from './machine/widget.machine';
import { ChatMarkdown } from './chat-markdown';
import { recordReadingLinkClick } from './luna-chat-client';
import { TypewriterText } from './typewriter-text';

export const READING_LINK_LABEL = 'Open your moon reading';

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
  onFrame: () => void;
}

const Message = ({ actor, message, revealing, quickRepliesDisabled, quickReplies, onFrame }: MessageProps) => {
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
  useEffect(scrollToEnd, [messages, lunaTyping, scrollToEnd]);

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
