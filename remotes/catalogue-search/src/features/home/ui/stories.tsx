import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, Carousel, DataText, ErrorState, Flex, ImageWithFallback, Modal, StoriesSkeleton, STORY_RING, theme } from '@market/ui';
import { errorMessage } from '@market/http';
import { useStories, type ShopStories } from '../../shops/index.ts';

const FRAME_HEIGHT = 420;
/** How long a story frame shows before the next one (frames loop until the viewer is closed). */
const STORY_FRAME_MS = 3000;

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
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
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
          <Flex vertical gap={12}>
            <Carousel
              key={frame.shop_id}
              label={t('home.story.frames', { title: title(open) })}
              autoplay={STORY_FRAME_MS}
              onChange={setShown}
              slides={open.map((f, i) => (
                <ImageWithFallback key={`${i}:${f.url}`} src={f.url} alt={t('home.story.frame', { title: title(open), n: i + 1 })} width="100%" height={FRAME_HEIGHT} style={{ width: '100%', height: FRAME_HEIGHT, objectFit: 'cover' }} />
              ))}
            />
            <Button
              type="primary"
              onClick={() => {
                const to = `/shop/${frame.shop_id}${frame.product_uuid ? `?product=${frame.product_uuid}` : ''}`;
                setOpen(null);
                navigate(to);
              }}
            >
              {frame.product_uuid ? t('home.story.product') : t('home.story.shop')}
            </Button>
          </Flex>
        )}
      </Modal>
    </section>
  );
}
