import { useSearchParams } from '@market/router';

/** The list page kept in the URL (`?page=`), so back and reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: false },
    );
  return [page, setPage];
}
