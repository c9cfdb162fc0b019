/**
 * The messages area keeps its view in the address: `thread` (the conversation open) and `page` (of
 * the list), so a link from an email or a notification opens the thread, and Back goes to the list.
 */
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';

export type MessagesView = { thread: string | null; page: number };

export const messagesView: UrlView<MessagesView> = {
  defaults: { thread: null, page: 1 },
  read(params) {
    const thread = params.get('thread');
    return { thread: thread && /^[0-9a-f-]{36}$/i.test(thread) ? thread : null, page: pageParam(params) };
  },
};
