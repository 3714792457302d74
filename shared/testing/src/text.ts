import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a sentence whose data sits in `<bdi>` elements of its own (`TextWithData`, `DataText`): the
 * innermost element whose whole text is `text`, however it is split into elements.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element !== null && element.textContent === text && [...element.children].every((child) => child.textContent !== text);
}
