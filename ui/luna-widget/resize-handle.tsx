import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { BrowserStore } from '../browser-storage';
import { CHAT_HEIGHT_DEFAULT, CHAT_HEIGHT_MIN, clampChatHeight, maxChatHeight, stepChatHeight } from './machine/panel-height';

export interface HeightBounds {
  min: number;
  max: number;
  windowHeight: number;
}

const windowHeight = (): number => window.innerHeight;

/** The panel height: read from storage, clamped to the window, persisted on every change (§5, §9). */
export const usePanelHeight = (store: BrowserStore) => {
  const [viewport, setViewport] = useState(windowHeight);
  const [height, setStoredHeight] = useState(() => {
    const stored = store.get('chatHeight');
    return clampChatHeight(stored ?? CHAT_HEIGHT_DEFAULT, windowHeight());
  });

  useEffect(() => {
    const onResize = () => setViewport(windowHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const setHeight = (next: number) => {
    const clamped = clampChatHeight(next, viewport);
    setStoredHeight(clamped);
    store.set('chatHeight', clamped);
  };

  return {
    height: clampChatHeight(height, viewport),
    setHeight,
    bounds: { min: CHAT_HEIGHT_MIN, max: maxChatHeight(viewport), windowHeight: viewport } satisfies HeightBounds,
  };
};

interface ResizeHandleProps {
  height: number;
  bounds: HeightBounds;
  onChange: (height: number) => void;
}

/**
 * The handle on the panel's top edge: drag it, or use ArrowUp and ArrowDown (24 px a step).
 * Home and End jump to the smallest and tallest height, as a separator's keyboard pattern expects.
 */
export const ResizeHandle = ({ height, bounds, onChange }: ResizeHandleProps) => {
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowUp: 'up', ArrowDown: 'down' } as const;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') onChange(stepChatHeight(height, step[event.key], bounds.windowHeight));
    else if (event.key === 'Home') onChange(bounds.min);
    else if (event.key === 'End') onChange(bounds.max);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { startY: event.clientY, startHeight: height };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    // The handle is the top edge: dragging up makes the panel taller.
    onChange(drag.current.startHeight + (drag.current.startY - event.clientY));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  return (
    <div
      className="luna-panel__resize"
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize chat"
      aria-valuenow={height}
      aria-valuemin={bounds.min}
      aria-valuemax={Number.isFinite(bounds.max) ? bounds.max : undefined}
      aria-valuetext={`${height} pixels tall`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <span className="luna-panel__grip" aria-hidden="true" />
    </div>
  );
};
