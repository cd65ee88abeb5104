import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { VIEW_MORE_MAX_HEIGHT } from '../../core/constants';
import type { ViewProps } from '../view';
import { isTall, viewMoreReducer } from './state';
import { ViewMore, type ViewMoreProps } from './View';

/**
 * Island: measures the content (again whenever its box changes size), clips it when it is
 * taller than the limit, opens it when focus moves into the hidden part, and after "View
 * less" keeps the button in view.
 */
export default function ViewMoreIsland(input: ViewProps<ViewMoreProps>) {
  const [state, dispatch] = useReducer(viewMoreReducer, 'pending');
  const contentRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const collapsedByVisitor = useRef(false);
  const clipped = useRef(false);
  clipped.current = state === 'collapsed';

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => dispatch({ type: 'measured', tall: isTall(content.scrollHeight) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    // A keyboard user tabbing to a link in the clipped part gets to see it.
    const onFocusIn = (event: FocusEvent) => {
      if (!clipped.current || !(event.target instanceof Element)) return;
      if (event.target.getBoundingClientRect().bottom > content.getBoundingClientRect().top + VIEW_MORE_MAX_HEIGHT) dispatch({ type: 'toggle' });
    };
    content.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      content.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  useLayoutEffect(() => {
    if (state !== 'collapsed' || !collapsedByVisitor.current) return;
    collapsedByVisitor.current = false;
    toggleRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state]);

  const onToggle = () => {
    collapsedByVisitor.current = state === 'expanded';
    dispatch({ type: 'toggle' });
  };

  return <ViewMore {...input} state={state} onToggle={onToggle} contentRef={contentRef} toggleRef={toggleRef} />;
}
