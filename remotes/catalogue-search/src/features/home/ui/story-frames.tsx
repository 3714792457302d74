import { useTranslation } from 'react-i18next';
import { Button, Flex, ImageWithFallback } from '@market/ui';
import type { ShopStories } from '../../shops/index.ts';
import { Carousel } from '../../../lib/carousel.tsx';

/** How long a story frame shows before the next one (frames loop until the viewer is closed). */
const STORY_FRAME_MS = 3000;

export interface StoryFramesProps {
  /** One shop's frames, in order. */
  frames: ShopStories;
  /** The shop's title, as the story's rings and the viewer's title show it. */
  title: string;
  /** The frames' height in pixels (the viewer's placeholder is as tall while this code loads). */
  height: number;
  /** Called with the shown frame's index as the carousel moves. */
  onChange: (shown: number) => void;
  /** The button's label (the shown frame's product, or its shop) and what it does. */
  go: string;
  onGo: () => void;
}

/** A shop's story frames, one at a time (each shown for a few seconds, looping), and a way to the shown frame's product. */
export function StoryFrames({ frames, title, height, onChange, go, onGo }: StoryFramesProps) {
  const { t } = useTranslation('catalogue-search');
  return (
    <Flex vertical gap={12}>
      <Carousel
        key={frames[0]?.shop_id}
        label={t('home.story.frames', { title })}
        autoplay={STORY_FRAME_MS}
        onChange={onChange}
        slides={frames.map((f, i) => (
          <ImageWithFallback key={`${i}:${f.url}`} src={f.url} alt={t('home.story.frame', { title, n: i + 1 })} width="100%" height={height} style={{ width: '100%', height, objectFit: 'cover' }} />
        ))}
      />
      <Button type="primary" onClick={onGo}>
        {go}
      </Button>
    </Flex>
  );
}
