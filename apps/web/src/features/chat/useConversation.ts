import type { ChatMessage } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { followStream } from '../../lib/follow-stream';
import { chatPath } from '../../lib/paths';
import { chatCache, createThread, streamAnswer, streamRetry } from './chat-api';

/** The send under way (or just stopped): the question until the server saved it, then the answer as it grows. */
export interface LiveTurn {
  question: string;
  attachmentName: string | null;
  /** The server has saved the question (it is in the thread's messages now). */
  saved: boolean;
  answer: string;
  /** waiting: nothing written yet (typing); writing: the answer grows; stopped: the user pressed Stop. */
  phase: 'waiting' | 'writing' | 'stopped';
}

export interface Outgoing {
  message: string;
  attachment: { id: string; name: string } | null;
}

/**
 * sent: the answer came. failed: alerted before the server saved the question (refused, unreachable), so the
 * message goes back to the input. unanswered: alerted after it was saved: it stays in the thread, unanswered,
 * to be asked again. stopped: Stop after the server saved the question. withdrawn: stopped before that, so the
 * message goes back to the input.
 */
export type SendOutcome = 'sent' | 'failed' | 'unanswered' | 'stopped' | 'withdrawn';

/** The send under way: its abort, and the addresses it writes into (a new conversation's, then its thread's once created). */
interface Send {
  abort: AbortController;
  threads: (string | null)[];
}

/**
 * The conversation with one avatar: the thread its address opens (null: a new one, created by the first message,
 * whose address then replaces the new conversation's), and the send under way. The answer streams in; Stop aborts
 * it; opening another thread (the list, New thread, Back or Forward) abandons it. An unanswered question of the open
 * thread can be asked again (retry).
 */
export function useConversation(accountId: string, avatarId: string, threadId: string | null) {
  const cache = chatCache(useQueryClient());
  const navigate = useNavigate();
  const [live, setLive] = useState<{ turn: LiveTurn; threads: (string | null)[] } | null>(null);
  const current = useRef<Send | null>(null);

  // Another address (Back, Forward, a link): the live turn shows only in the conversation it belongs to.
  const [shown, setShown] = useState(threadId);
  if (shown !== threadId) {
    setShown(threadId);
    if (live && !live.threads.includes(threadId)) setLive(null);
  }
  useEffect(() => {
    const send = current.current;
    if (send && !send.threads.includes(threadId)) {
      current.current = null;
      send.abort.abort();
    }
  }, [threadId]);

  useEffect(() => () => current.current?.abort.abort(), []);

  /** Opens a thread (null: a new conversation) at its address, a new history entry; the open thread again changes nothing. */
  const open = useCallback(
    (id: string | null) => {
      if (id !== null && id === threadId) return;
      const previous = current.current;
      current.current = null;
      previous?.abort.abort();
      setLive(null);
      void navigate(chatPath(avatarId, id), { replace: id === threadId });
    },
    [avatarId, threadId, navigate],
  );

  const stop = useCallback(() => current.current?.abort.abort(), []);

  /**
   * Follows one answer's stream into the live turn: `start` gives the events (it may first create the thread,
   * and names it); a question already in the thread (a retry) starts saved.
   */
  const follow = async (
    turn: LiveTurn,
    start: (signal: AbortSignal, created: (thread: string) => void) => Promise<{ thread: string; events: ReturnType<typeof streamAnswer> }>,
  ): Promise<SendOutcome> => {
    const abort = new AbortController();
    const send: Send = { abort, threads: [threadId] };
    current.current = send;
    const mine = () => current.current === send;
    const update = (change: (turn: LiveTurn) => LiveTurn) => {
      if (mine()) setLive((live) => live && { ...live, turn: change(live.turn) });
    };
    setLive({ turn, threads: send.threads });
    let thread: string | null = null;
    let saved = turn.saved;
    try {
      // The new conversation's thread, once created: its address replaces the new conversation's, the send goes on there.
      const created = (thread: string) => {
        if (!mine() || abort.signal.aborted) return;
        send.threads = [...send.threads, thread];
        setLive((live) => live && { ...live, threads: send.threads });
        void navigate(chatPath(avatarId, thread), { replace: true });
      };
      const started = await start(abort.signal, created);
      thread = started.thread;
      await followStream(started.events, 'done', (event) => {
        if (event.type === 'delta') update((turn) => ({ ...turn, answer: turn.answer + event.text, phase: 'writing' }));
        else cache.addMessage(event.message);
        if (event.type === 'user') {
          saved = true;
          update((turn) => ({ ...turn, saved: true }));
        }
      });
      if (mine()) setLive(null);
      return 'sent';
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped: what was written stays on screen, marked; a question the server never got goes back to the input.
        if (saved) update((turn) => ({ ...turn, phase: 'stopped' }));
        else if (mine()) setLive(null);
        return saved ? 'stopped' : 'withdrawn';
      }
      if (mine()) setLive(null);
      void showOops(errorMessage(error));
      return saved ? 'unanswered' : 'failed';
    } finally {
      if (thread) void cache.refreshThreads(avatarId);
      // What the server kept: a question left unanswered (stopped, failed) is shown as such.
      if (thread && (saved || abort.signal.aborted)) void cache.refreshMessages(thread);
      if (mine()) current.current = null;
    }
  };

  const send = ({ message, attachment }: Outgoing): Promise<SendOutcome> =>
    follow({ question: message, attachmentName: attachment?.name ?? null, saved: false, answer: '', phase: 'waiting' }, async (signal, created) => {
      let thread = threadId;
      if (!thread) {
        const newThread = await createThread(accountId, avatarId);
        thread = newThread.id;
        cache.addThread(newThread);
        created(thread);
      }
      const body = { message, threadId: thread, assistantId: avatarId, ...(attachment ? { attachment: attachment.id } : {}) };
      return { thread, events: streamAnswer(body, signal) };
    });

  const retry = (question: ChatMessage): Promise<SendOutcome> =>
    follow({ question: question.content, attachmentName: question.attachmentName, saved: true, answer: '', phase: 'waiting' }, async (signal) => ({
      thread: question.threadId,
      events: streamRetry(question.id, signal),
    }));

  const turn = live?.turn ?? null;
  return { threadId, live: turn, open, send, retry, stop, sending: turn !== null && turn.phase !== 'stopped' };
}
