import 'server-only';
import type { Database } from '../../db/client';
import { notFound } from '@/lib/server/errors';
import type { AuthUser } from '../auth';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { loadDetail } from './rows';

export async function getAdminPost(db: Database, user: AuthUser, id: number): Promise<AdminPostDetail> {
  const post = await loadDetail(db, id);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(user, post.autor.id);
  return post;
}
