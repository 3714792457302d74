import type { AddToCartRequest, Recipe } from '@market/contract';

/** One cart request per ingredient stock, into the recipe's shop, with the quantity the recipe needs. */
export function ingredientRequests(recipe: Recipe): AddToCartRequest[] {
  return recipe.stocks
    .filter((s) => s.quantity > 0)
    .map((s) => ({
      shop_id: s.product.shop_id ?? recipe.shop_id,
      stock_id: s.id,
      quantity: Math.max(1, s.min_quantity || 1),
      price: s.total_price ?? s.price,
      product: { id: s.product.id, uuid: s.product.uuid, title: s.product.translation.title, img: s.product.img },
      addons: [],
    }));
}
