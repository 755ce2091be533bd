/** A stored document's file, as an email attaches it: its bytes are null once the retention purged them. */
import type { Store } from './connect';

export const findDocumentFile = (db: Store, id: string) =>
  db.selectFrom('documents').select(['file_name', 'content', 'purged_at']).where('id', '=', id).executeTakeFirst();
