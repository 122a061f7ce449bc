/**
 * The operator's global banner in `site_banners`. Publishing deactivates the previous banner
 * and stores a new row with a new id, so a visitor who dismissed the old message sees the new.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { siteBanners } from '@server/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { SiteBanner } from '@/contracts/settings';
import type { BannerInput } from './schemas';

export async function readActiveBanner(db: Db): Promise<SiteBanner | null> {
  const [row] = await db
    .select({
      id: siteBanners.id,
      title: siteBanners.title,
      message: siteBanners.message,
      link: siteBanners.link,
    })
    .from(siteBanners)
    .where(eq(siteBanners.active, true))
    .orderBy(desc(siteBanners.createdAt))
    .limit(1);
  return row ?? null;
}

export async function publishBanner(db: Db, input: BannerInput): Promise<SiteBanner> {
  const banner: SiteBanner = {
    id: randomBytes(9).toString('base64url'),
    title: input.title ?? null,
    message: input.message,
    link: input.link ?? null,
  };
  await db.transaction(async (tx) => {
    await clearBanners(tx);
    await tx.insert(siteBanners).values({ ...banner, active: true });
  });
  return banner;
}

/** Deactivates every showing banner (one, or after a race more). */
export async function clearBanners(db: Db): Promise<void> {
  await db.update(siteBanners).set({ active: false }).where(eq(siteBanners.active, true));
}
