import { useQuery } from '@tanstack/react-query';
import { http } from '@market/http';
import type { Blog, Envelope } from '@market/contract';

/** rest/blogs/{uuid}: the news item of a news_publish notification. */
export function useNews(uuid: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'news', uuid],
    enabled: Boolean(uuid),
    queryFn: async () => (await http.get<Envelope<Blog>>(`rest/blogs/${uuid}`)).data.data,
  });
}
