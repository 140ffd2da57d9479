import { useEffect, useState } from 'react';
import { typewriterDelayMs, typewriterFrames } from './machine/typewriter';
import { ChatMarkdown } from './chat-markdown';

interface TypewriterTextProps {
  text: string;
  /** Each new word shown (the log scrolls along). */
  onFrame: () => void;
  /** The whole text shows. */
  onDone: () => void;
}

/** A reply appearing word by word at the §9 pace; only the animation's frame lives here. */
export const TypewriterText = ({ text, onFrame, onDone }: TypewriterTextProps) => {
  const [frame, setFrame] = useState(0);
  const frames = typewriterFrames(text);
  const last = frames.length - 1;

  useEffect(() => {
    if (frame >= last) {
      onDone();
      return undefined;
    }
    onFrame();
    const timer = setTimeout(() => setFrame((current) => current + 1), typewriterDelayMs(text));
    return () => clearTimeout(timer);
  }, [frame, last, text, onFrame, onDone]);

  return <ChatMarkdown text={frames[Math.min(frame, last)] ?? text} />;
};
