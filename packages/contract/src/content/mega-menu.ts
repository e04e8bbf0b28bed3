import * as z from 'zod/mini';
import { requiredId } from './likes.ts';

/** spec 001 §7: `GET {rest base}/wprmegamenu/?item_id=N` answers a mobile mega-menu item's HTML. */
export const MEGA_MENU_ROUTE = 'wprmegamenu/';

/** The largest menu item id accepted. */
export const MAX_MENU_ITEM_ID = 2_147_483_647;

/** The query of the mega-menu call; anything besides `item_id` is ignored. */
export const megaMenuQuerySchema = z.object({ item_id: requiredId(MAX_MENU_ITEM_ID) });
export type MegaMenuQuery = z.output<typeof megaMenuQuerySchema>;
