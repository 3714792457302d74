import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Input } from '@market/ui';
import { searchTarget, SEARCH_DEBOUNCE_MS } from '../search.ts';

/** The header search: debounced 400 ms, trimmed; an empty search does nothing; scoped to the shop on shop pages. */
export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [value, setValue] = useState(location.pathname === '/search' ? (params.get('q') ?? '') : '');
  const timer = useRef<number | undefined>(undefined);

  const run = (text: string) => {
    const to = searchTarget(text, location.pathname, params);
    if (to && to !== `${location.pathname}${location.search}`) navigate(to, { replace: location.pathname === '/search' });
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Input.Search
      value={value}
      placeholder={t('search.placeholder')}
      aria-label={t('search')}
      allowClear
      enterButton={false}
      onChange={(e) => {
        setValue(e.target.value);
        window.clearTimeout(timer.current);
        const text = e.target.value;
        timer.current = window.setTimeout(() => run(text), SEARCH_DEBOUNCE_MS);
      }}
      onSearch={(text) => {
        window.clearTimeout(timer.current);
        run(text);
      }}
    />
  );
}
