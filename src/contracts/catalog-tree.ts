/** Markets (industries) and applications (technologies): flat lists, menus and levels. */
import { z } from 'zod';
import { optional, pagingQuery, queryFlag, wholeNumber } from './paging.ts';

export const treeItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
  /** Published products in this node and its descendants. */
  productCount: z.number().int(),
});
export type TreeItem = z.infer<typeof treeItem>;

export type MenuItem = TreeItem & { subMenu: MenuItem[] };
export const menuItem: z.ZodType<MenuItem> = treeItem.extend({
  get subMenu() {
    return z.array(menuItem);
  },
});
// Recursive, so the OpenAPI document can only refer to it: registered, it becomes a component.
z.globalRegistry.add(menuItem, { id: 'MenuItem' });

export const levelGroup = z.object({
  level: z.number().int(),
  label: z.string(),
  items: z.array(treeItem),
});
export type LevelGroup = z.infer<typeof levelGroup>;

export const marketsMenuQuery = pagingQuery.extend({
  ShowSubMenu: queryFlag,
  MarketId: optional(wholeNumber(1)),
});

export const techMenuQuery = pagingQuery.extend({
  ShowSubMenu: queryFlag,
  TechnologyId: optional(wholeNumber(1)),
});
