// The common feature's public entry: what the other features of this remote use.
export { pageQuery } from './api/pages.ts';
export { uploadImage } from './api/upload.ts';
export { usePageParam } from './model/use-page-param.ts';
export { ListPagination } from './ui/list-pagination.tsx';
export { QueryState } from './ui/query-state.tsx';
export { RequestState } from './ui/request-state.tsx';
export { UploadButton } from './ui/upload-button.tsx';
