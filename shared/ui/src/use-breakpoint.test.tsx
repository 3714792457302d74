import { renderToString } from 'react-dom/server';
import { ServerWidthContext, useIsDesktop, useIsSmallMobile, widthMatches } from './use-breakpoint.ts';

test('a width query holds at a width as the browser would decide it; any other query does not', () => {
  expect(widthMatches('(min-width: 1140px)', 1140)).toBe(true);
  expect(widthMatches('(min-width: 1140px)', 1139)).toBe(false);
  expect(widthMatches('(max-width: 576px)', 390)).toBe(true);
  expect(widthMatches('(max-width: 576px)', 577)).toBe(false);
  expect(widthMatches('(prefers-color-scheme: dark)', 1280)).toBe(false);
  expect(widthMatches('(min-width: 1px)', 0)).toBe(false);
});

test('rendered without a window, the layout hooks answer for the width the context names', () => {
  function Probe() {
    return <>{`${useIsDesktop()}/${useIsSmallMobile()}`}</>;
  }
  expect(renderToString(<Probe />)).toBe('false/false');
  expect(renderToString(<ServerWidthContext.Provider value={1280}><Probe /></ServerWidthContext.Provider>)).toBe('true/false');
  expect(renderToString(<ServerWidthContext.Provider value={390}><Probe /></ServerWidthContext.Provider>)).toBe('false/true');
});
