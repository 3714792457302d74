// The products feature's public entry: what the other features of this remote (home, shops) use.
export { ProductGrid } from './ui/product-card.tsx';
export { ProductModal } from './ui/product-modal.tsx';
export { LinkedProductModal, prefetchLinkedProductDialog } from './ui/linked-product-modal.tsx';
export { prefetchLinkedProduct } from './api/products-api.ts';
