import { useEffect, useRef } from 'react';
import { describeTarget, quizKeyAction } from '../quiz-keys';

type Handlers = {
  optionCount: number;
  onOption: (index: number) => void;
  onEnter: () => void;
  enabled: boolean;
};

// 1-9 and Enter anywhere on the player's page (see quiz-keys.ts for what is left alone).
export function useQuizKeyboard(handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { optionCount, onOption, onEnter, enabled } = latest.current;
      if (!enabled || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const action = quizKeyAction(
        {
          key: event.key,
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          repeat: event.repeat,
          target: describeTarget(
            target && {
              tagName: target.tagName,
              isContentEditable: target instanceof HTMLElement && target.isContentEditable,
              getAttribute: (name) => target.getAttribute(name),
              closest: (selector) => target.closest(selector),
            },
          ),
        },
        optionCount,
      );
      if (!action) return;
      event.preventDefault();
      if (action.type === 'option') onOption(action.index);
      else onEnter();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
