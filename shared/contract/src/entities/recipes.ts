/** Recipes ("receipts"): entities of the marketplace API (see ./index.ts). */
import type { Static } from 'typebox';
import type { FamilyRecipe } from '../family/catalogue.ts';
import type { LineProduct, Stock } from './catalogue.ts';
import type { Translation } from './common.ts';

export interface Nutrition {
  id: number;
  /** e.g. "120 g" */
  weight: string;
  /** percent of daily value */
  percentage: number;
  translation: Translation;
}

export interface Recipe {
  id: number;
  shop_id: number;
  category_id: number;
  img: string;
  /** The recipe page's hero picture (this API keeps one picture per recipe: the same as `img`). */
  bg_img: string;
  /** title and description */
  translation: Translation;
  /** minutes */
  active_time: number;
  /** minutes */
  total_time: number;
  calories: number;
  servings: number;
  /** `title`: the HTML list of ingredients (in the request's language), as the family nests it. */
  ingredient: Static<typeof FamilyRecipe>['ingredient'];
  /** `title`: the HTML steps (in the request's language). */
  instruction: Static<typeof FamilyRecipe>['instruction'];
  nutritions: Nutrition[];
  /** The products to add to the cart, with the quantity a recipe needs. */
  stocks: (Stock & { product: LineProduct; min_quantity: number })[];
  shop: { id: number; uuid: string; translation: Translation; logo_img: string };
  created_at: string;
}
export type Receipt = Recipe;
