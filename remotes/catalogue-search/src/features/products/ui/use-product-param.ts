import { useLocation, useNavigate, useSearchParams } from '@market/router';

interface OpenedState {
  productOpened?: boolean;
}

/**
 * The product modal lives in the URL (?product={uuid}): opening pushes a history entry, so the browser's back
 * closes it; closing a modal we opened goes back, closing a deep link drops the parameter.
 */
export function useProductParam() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const uuid = params.get('product');

  const hrefFor = (productUuid: string, pathname = location.pathname) => {
    const next = new URLSearchParams(pathname === location.pathname ? params : undefined);
    next.set('product', productUuid);
    return `${pathname}?${next.toString()}`;
  };

  const open = (productUuid: string, pathname?: string) => navigate(hrefFor(productUuid, pathname), { state: { productOpened: true } });

  const close = () => {
    if ((location.state as OpenedState | null)?.productOpened) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('product');
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };

  return { uuid, open, close, hrefFor };
}
