import {
  type AddToCartRequest,
  CHOOSE_QUANTITY_TEXT,
  lowStockNotice,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
} from '@site-widgets/contract';
import type { CartProduct, CartRepository, CartVisitor } from './cart-repository.ts';

/** What an add or a change came to: nothing written and the notices why, or written. */
export type CartOutcome =
  | { ok: true }
  | {
      ok: false;
      notices: string[] /** Set when the product page is where to go on (grouped from a card). */;
      productUrl?: string;
    };

export const CANNOT_BE_PURCHASED = 'Sorry, this product cannot be purchased.';

export function outOfStockNotice(title: string): string {
  return `You cannot add “${title}” to the cart because the product is out of stock.`;
}

export function tooManyNotice(title: string): string {
  return `You cannot have more than ${MAX_CART_QUANTITY} of “${title}” in the cart.`;
}

export const CART_FULL_NOTICE = `Your cart is full: it holds at most ${MAX_CART_LINES} different products.`;

export function productPath(product: Pick<CartProduct, 'slug'>): string {
  return `/shop/${encodeURIComponent(product.slug)}`;
}

/**
 * The quantity rules (spec 001 §5, issue 15 item 3) for one product's new total in the cart: never out
 * of stock, never above the stock left (the low-stock notice names it), never above the maximum.
 */
function refusal(product: CartProduct, total: number): string | undefined {
  if (product.productType !== 'simple' || product.priceMinor < 0) return CANNOT_BE_PURCHASED;
  if (product.stockStatus === 'outofstock' || product.stockQuantity === 0)
    return outOfStockNotice(product.title);
  if (product.stockQuantity !== null && total > product.stockQuantity)
    return lowStockNotice(product.stockQuantity);
  if (total > MAX_CART_QUANTITY) return tooManyNotice(product.title);
  return undefined;
}

/** Adds, changes and removes cart lines under the rules; every refusal writes nothing. */
export function createCartService(repository: CartRepository) {
  /** Adds `additions` (product → quantity > 0) in one transaction, or nothing with the first refusal. */
  async function addAll(
    visitor: CartVisitor,
    now: Date,
    additions: ReadonlyArray<{ product: CartProduct; quantity: number }>,
  ): Promise<CartOutcome> {
    return repository.change(visitor, now, (current) => {
      const writes = new Map<number, number>();
      let lines = current.size;
      for (const { product, quantity } of additions) {
        const had = current.get(product.id) ?? 0;
        if (had === 0) lines += 1;
        const notice =
          refusal(product, had + quantity) ?? (lines > MAX_CART_LINES ? CART_FULL_NOTICE : undefined);
        if (notice) return { writes: new Map(), result: { ok: false, notices: [notice] } as CartOutcome };
        writes.set(product.id, had + quantity);
      }
      return { writes, result: { ok: true } as CartOutcome };
    });
  }

  return {
    /** `wpr_addons_add_cart_single_product` and the no-script add form. */
    async add(visitor: CartVisitor, now: Date, request: AddToCartRequest): Promise<CartOutcome> {
      const product = await repository.product(request.productId);
      if (!product) return { ok: false, notices: [CANNOT_BE_PURCHASED] };
      if (product.productType === 'grouped') {
        // From a card there are no child quantities: the product page is where they are chosen.
        if (request.childQuantities.size === 0)
          return { ok: false, notices: [], productUrl: productPath(product) };
        const children = new Map((await repository.children(product.id)).map((child) => [child.id, child]));
        const additions: Array<{ product: CartProduct; quantity: number }> = [];
        for (const [childId, quantity] of request.childQuantities) {
          const child = children.get(childId);
          if (!child) return { ok: false, notices: [CANNOT_BE_PURCHASED] };
          if (quantity > 0) additions.push({ product: child, quantity });
        }
        if (additions.length === 0) return { ok: false, notices: [CHOOSE_QUANTITY_TEXT] };
        return addAll(visitor, now, additions);
      }
      if (request.childQuantities.size > 0) return { ok: false, notices: [CANNOT_BE_PURCHASED] };
      const quantity = request.quantity ?? 1;
      if (quantity === 0) return { ok: false, notices: [CHOOSE_QUANTITY_TEXT] };
      return addAll(visitor, now, [{ product, quantity }]);
    },

    /**
     * The cart page's update: each named line set to its new quantity (0 removes it). Lines the
     * visitor does not have are ignored (a stale page), never added.
     */
    async update(
      visitor: CartVisitor,
      now: Date,
      quantities: ReadonlyMap<number, number>,
    ): Promise<CartOutcome> {
      const products = new Map<number, CartProduct>();
      for (const id of quantities.keys()) {
        const product = await repository.product(id);
        if (product) products.set(id, product);
      }
      return repository.change(visitor, now, (current) => {
        const writes = new Map<number, number>();
        for (const [id, quantity] of quantities) {
          if (!current.has(id)) continue;
          const product = products.get(id);
          if (quantity === 0 || !product) {
            writes.set(id, 0);
            continue;
          }
          const notice = refusal(product, quantity);
          if (notice) return { writes: new Map(), result: { ok: false, notices: [notice] } as CartOutcome };
          writes.set(id, quantity);
        }
        return { writes, result: { ok: true } as CartOutcome };
      });
    },

    /** Removes one line (nothing when the visitor has none). */
    async remove(visitor: CartVisitor, now: Date, productId: number): Promise<CartOutcome> {
      return repository.change(visitor, now, (current) => ({
        writes: current.has(productId) ? new Map([[productId, 0]]) : new Map(),
        result: { ok: true } as CartOutcome,
      }));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
