import { startTransition, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { $address } from '@market/bus';
import { pointParams, searchKinds, searchOf, searchRead } from '@market/contract';
import { askCallsAhead } from '@market/http';
import { DATA_TEXT_CLASS, Input, SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '@market/ui';
import { preparePage } from '../../remote/index.ts';
import { searchTarget } from '../model/search.ts';

/** Asks the first page of the results of `to` (/search?q=…) ahead of the move there, as the results page will ask it. */
function askResultsAhead(to: string): void {
  const { q, shopId } = searchOf(new URLSearchParams(to.slice(to.indexOf('?') + 1)));
  if (!q) return;
  const point = pointParams($address.getState()?.location);
  askCallsAhead(searchKinds(shopId).map((kind) => searchRead(kind, q, { shopId, point, page: 1 })));
}

/**
 * The header search: debounced 400 ms, trimmed; an empty search does nothing; scoped to the shop on shop pages. The
 * results' page renders in a transition: a key typed meanwhile is answered first, and its own search follows (the
 * last text typed is always the one searched). The results page's code loads as the field takes the focus, while the
 * shopper types: the search's move then renders the page at once instead of waiting for its code to arrive and run.
 * The results' first page is asked as the search starts, before the move: the page's own reads started only once the
 * router had rendered it, some 600 ms later at 4× CPU (seconds on a slow phone), and its reads take these answers.
 */
export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [value, setValue] = useState(location.pathname === '/search' ? (params.get('q') ?? '') : '');

  const run = (text: string) => {
    const to = searchTarget(text, location.pathname, params);
    if (!to || to === `${location.pathname}${location.search}`) return;
    askResultsAhead(to);
    startTransition(() => {
      void navigate(to, { replace: location.pathname === '/search' });
    });
  };
  const runLater = useDebouncedCallback(run, SEARCH_DEBOUNCE_MS);

  return (
    <Input.Search
      value={value}
      className={DATA_TEXT_CLASS}
      placeholder={t('search.placeholder')}
      aria-label={t('search')}
      allowClear
      enterButton={false}
      onFocus={() => void preparePage('/search')}
      onChange={(e) => {
        setValue(e.target.value);
        runLater(e.target.value);
      }}
      onSearch={(text) => {
        runLater.cancel();
        run(text);
      }}
    />
  );
}
