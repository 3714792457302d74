import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { DataText, ErrorState, Flex, ImageWithFallback, Modal, preloadable, Skeleton, StoriesSkeleton, STORY_RING, theme } from '@market/ui';
import { errorMessage } from '@market/http';
import { useStories, type ShopStories } from '../../shops/index.ts';
import type { StoryFramesProps } from './story-frames.tsx';

const FRAME_HEIGHT = 420;

/**
 * A shop's frames (a carousel and the button to the frame's product). Their code loads when a ring is first touched
 * or focused, not with home: most visits of home open no story, and home's first load is what every shopper pays for.
 * While it loads (a frame or two, it is small) the viewer holds the frames' place.
 */
const Frames = preloadable<StoryFramesProps>(
  () => import('./story-frames.tsx').then((m) => ({ default: m.StoryFrames })),
  <Skeleton.Node active style={{ width: '100%', height: FRAME_HEIGHT }} />,
);

/** Shops' stories: a row of rings, one per shop; one opens its frames, with a way to the shown frame's product. */
export function Stories() {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const query = useStories();
  const [open, setOpen] = useState<ShopStories | null>(null);
  // The frame on screen: the button opens its product (a shop's frames may show several).
  const [shown, setShown] = useState(0);
  if (query.isPending) return <StoriesSkeleton />;
  // Only a first read that failed shows the error: a read again that fails (a language switch) keeps what was shown.
  if (query.data === undefined) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return null;
  const title = (s: ShopStories) => s[0]?.title ?? '';
  const frame = open?.[Math.min(shown, open.length - 1)];
  return (
    <section aria-label={t('home.stories')} style={{ marginBlockEnd: 24 }}>
      <Flex gap={12} style={{ overflowX: 'auto', paddingBlock: 4 }}>
        {query.data.map((s) => (
          <button
            key={s[0]!.shop_id}
            type="button"
            aria-label={t('home.story.open', { title: title(s) })}
            onPointerDown={() => void Frames.preload().catch(() => undefined)}
            onFocus={() => void Frames.preload().catch(() => undefined)}
            onClick={() => {
              setShown(0);
              setOpen(s);
            }}
            style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', width: STORY_RING + 8, flex: 'none', color: token.colorText }}
          >
            <ImageWithFallback
              src={s[0]!.logo_img}
              alt=""
              width={STORY_RING}
              height={STORY_RING}
              // Blocks of fixed heights, the ring then its title's line: the row is as tall as its skeleton.
              style={{ display: 'block', marginInline: 'auto', borderRadius: '50%', objectFit: 'cover', border: `3px solid ${token.colorPrimary}`, padding: 2 }}
            />
            <div dir="auto" style={{ fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {title(s)}
            </div>
          </button>
        ))}
      </Flex>
      <Modal open={Boolean(open)} onCancel={() => setOpen(null)} footer={null} title={open ? <DataText>{title(open)}</DataText> : ''} destroyOnHidden>
        {open && frame && (
          <Frames
            frames={open}
            height={FRAME_HEIGHT}
            title={title(open)}
            onChange={setShown}
            onGo={() => {
              const to = `/shop/${frame.shop_id}${frame.product_uuid ? `?product=${frame.product_uuid}` : ''}`;
              setOpen(null);
              navigate(to);
            }}
            go={frame.product_uuid ? t('home.story.product') : t('home.story.shop')}
          />
        )}
      </Modal>
    </section>
  );
}
