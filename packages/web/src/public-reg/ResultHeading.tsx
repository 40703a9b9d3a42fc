import { useEffect, useRef } from 'react';
import classes from './public-reg.module.css';

/** The heading of a result (thanks, full, closed, …); takes the focus when it replaces the form. */
export function ResultHeading({ text, isFocused }: { text: string; isFocused: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return (
    <h2 ref={ref} tabIndex={-1} className={classes.resultHeading}>
      {text}
    </h2>
  );
}
