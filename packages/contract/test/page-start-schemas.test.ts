import { describe, expect, it } from 'vitest';
import * as values from '../src/attribute-values.ts';
import * as motion from '../src/builder/motion-attributes.ts';
import * as popup from '../src/builder/popup-settings.ts';
import * as pageVars from '../src/page-vars.ts';
import * as carousel from '../src/reviews/carousel-attributes.ts';
import * as site from '../src/site/site-attributes.ts';
import * as sitePageVars from '../src/site/site-page-vars.ts';

/**
 * Issue 10: the schema modules in the chunk every page starts after `load` (PAGE_START_MODULES in the
 * loader's vite config) build nothing when they load; each schema is built the first time it parses, so
 * a page pays only for the widgets it has (that chunk's evaluation took 54–66 ms at 4× CPU before).
 */
const MODULES = { values, motion, popup, pageVars, carousel, site, sitePageVars };

describe('the page-start schema modules', () => {
  for (const [name, exports] of Object.entries(MODULES)) {
    it(`${name}: every schema it exports is built on first use`, () => {
      const schemas = Object.entries(exports).filter(
        ([, value]) => typeof value === 'object' && value !== null && '_zod' in value,
      );
      expect(schemas.length).toBeGreaterThan(0);
      for (const [key, schema] of schemas)
        expect((schema as { _zod: { def: { type: string } } })._zod.def.type, key).toBe('lazy');
    });
  }

  it('a lazy schema parses and reports as the eager one did', () => {
    expect(site.siteBackToTopAttributesSchema.parse({ offset: '120', animation: 'slide' })).toEqual({
      offset: 120,
      animation: 'slide',
    });
    const refused = site.siteImagesAttributesSchema.safeParse({ width: '80' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['height']);
    expect(refused.error?.issues[0]?.message).toBe('must be given together with data-width');
    expect(popup.popupSettingsSchema.parse({}).width).toBe(500);
    expect(motion.builderStickyAttributesSchema.safeParse({ stickyOn: 'desktop phone' }).success).toBe(false);
  });
});
