import { blogEndpoints, type TBlogPostSummary } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const MY_POSTS_KEY = ['blog', 'mine'] as const;

export function getMyPosts(api: TApiContext) {
  return callEndpoint(api, blogEndpoints.getMyBlogDetails);
}

export function getBlogPage(api: TApiContext, page: number) {
  return callEndpoint(api, blogEndpoints.getBlogDetailPage, { query: { Page: page } });
}

export function getBlogPost(api: TApiContext, slug: string) {
  return callEndpoint(api, blogEndpoints.getBlogDetailBySlug, { params: { slug } });
}

export function useMyPosts(initial: TBlogPostSummary[] | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: MY_POSTS_KEY,
      queryFn: () => getMyPosts(api),
      initialData: initial ?? undefined,
    }),
  );
}

export type TNewPost = { Title: string; Content: string; Language: 'tr' | 'en'; Image: File | null };

function postForm(post: TNewPost): FormData {
  const body = new FormData();
  body.append('Title', post.Title);
  body.append('Content', post.Content);
  body.append('Language', post.Language);
  if (post.Image) body.append('Image', post.Image);
  return body;
}

export function useCreatePost() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: TNewPost) => callEndpoint(api, blogEndpoints.postBlogDetail, { body: postForm(post) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY }),
  });
}

/** One of the agency's own posts, to edit it (0: none). */
export function useOwnPost(id: number) {
  const api = useApiContext();
  return useQuery({
    queryKey: ['blog', 'own', id],
    queryFn: () => callEndpoint(api, blogEndpoints.getBlogDetailById, { params: { id } }),
    enabled: id > 0,
  });
}

export function useEditPost(id: number) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: TNewPost) =>
      callEndpoint(api, blogEndpoints.putBlogDetailById, { params: { id }, body: postForm(post) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['blog', 'own', id], saved);
      return queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY });
    },
  });
}

export function useDeletePost() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api, blogEndpoints.deleteBlogDetailById, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(MY_POSTS_KEY, list),
  });
}
