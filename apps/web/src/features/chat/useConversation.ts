import type { ChatMessage } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { followStream } from '../../lib/follow-stream';
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

/**
 * The conversation with one avatar: which thread is open (null: a new one, created by the first message), and
 * the send under way. The answer streams in; Stop aborts it; opening another thread abandons it. An unanswered
 * question of the open thread can be asked again (retry).
 */
export function useConversation(accountId: string, avatarId: string) {
  const cache = chatCache(useQueryClient());
  const [threadId, setThreadId] = useState<string | null>(null);
  const [live, setLive] = useState<LiveTurn | null>(null);
  const current = useRef<AbortController | null>(null);
  const openThread = useRef(threadId);
  useEffect(() => {
    openThread.current = threadId;
  }, [threadId]);

  useEffect(() => () => current.current?.abort(), []);

  const open = useCallback((id: string | null) => {
    // The open thread clicked again: nothing changes (an answer being written goes on).
    if (id !== null && id === openThread.current) return;
    const previous = current.current;
    current.current = null;
    previous?.abort();
    setLive(null);
    setThreadId(id);
  }, []);

  const stop = useCallback(() => current.current?.abort(), []);

  /**
   * Follows one answer's stream into the live turn: `start` gives the events (it may first create the thread,
   * and names it); a question already in the thread (a retry) starts saved.
   */
  const follow = async (turn: LiveTurn, start: (signal: AbortSignal) => Promise<{ thread: string; events: ReturnType<typeof streamAnswer> }>): Promise<SendOutcome> => {
    const abort = new AbortController();
    current.current = abort;
    const mine = () => current.current === abort;
    const update = (change: (turn: LiveTurn) => LiveTurn) => {
      if (mine()) setLive((turn) => turn && change(turn));
    };
    setLive(turn);
    let thread: string | null = null;
    let saved = turn.saved;
    try {
      const started = await start(abort.signal);
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
    follow({ question: message, attachmentName: attachment?.name ?? null, saved: false, answer: '', phase: 'waiting' }, async (signal) => {
      let thread = threadId;
      if (!thread) {
        const created = await createThread(accountId, avatarId);
        thread = created.id;
        cache.addThread(created);
        if (!signal.aborted) setThreadId(thread);
      }
      const body = { message, threadId: thread, assistantId: avatarId, ...(attachment ? { attachment: attachment.id } : {}) };
      return { thread, events: streamAnswer(body, signal) };
    });

  const retry = (question: ChatMessage): Promise<SendOutcome> =>
    follow({ question: question.content, attachmentName: question.attachmentName, saved: true, answer: '', phase: 'waiting' }, async (signal) => ({
      thread: question.threadId,
      events: streamRetry(question.id, signal),
    }));

  return { threadId, live, open, send, retry, stop, sending: live !== null && live.phase !== 'stopped' };
}
