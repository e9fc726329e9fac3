import { MESSAGES } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showOops } from '../../components/alerts';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { chatCache, createThread, streamAnswer } from './chat-api';

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
 * sent: the answer came. failed: alerted, the message goes back to the input. stopped: Stop after the server
 * saved the question. withdrawn: stopped before that, so the message goes back to the input.
 */
export type SendOutcome = 'sent' | 'failed' | 'stopped' | 'withdrawn';

const streamEnded = () => new ApiError(200, 'STREAM_ENDED', MESSAGES.requestFailed);

/**
 * The conversation with one avatar: which thread is open (null: a new one, created by the first message), and
 * the send under way. The answer streams in; Stop aborts it; opening another thread abandons it.
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

  const send = async ({ message, attachment }: Outgoing): Promise<SendOutcome> => {
    const abort = new AbortController();
    current.current = abort;
    const mine = () => current.current === abort;
    const update = (change: (turn: LiveTurn) => LiveTurn) => {
      if (mine()) setLive((turn) => turn && change(turn));
    };
    setLive({ question: message, attachmentName: attachment?.name ?? null, saved: false, answer: '', phase: 'waiting' });
    let thread = threadId;
    let saved = false;
    try {
      if (!thread) {
        const created = await createThread(accountId, avatarId);
        thread = created.id;
        cache.addThread(created);
        if (mine()) setThreadId(thread);
      }
      const body = { message, threadId: thread, assistantId: avatarId, ...(attachment ? { attachment: attachment.id } : {}) };
      for await (const event of streamAnswer(body, abort.signal)) {
        if (event.type === 'error') throw new ApiError(200, event.error.code, event.error.message);
        if (event.type === 'delta') update((turn) => ({ ...turn, answer: turn.answer + event.text, phase: 'writing' }));
        else cache.addMessage(event.message);
        if (event.type === 'user') {
          saved = true;
          update((turn) => ({ ...turn, saved: true }));
        }
        if (event.type === 'done') {
          if (mine()) setLive(null);
          return 'sent';
        }
      }
      throw streamEnded();
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped: what was written stays on screen, marked; a question the server never got goes back to the input.
        if (saved) update((turn) => ({ ...turn, phase: 'stopped' }));
        else if (mine()) setLive(null);
        return saved ? 'stopped' : 'withdrawn';
      }
      if (mine()) setLive(null);
      void showOops(errorMessage(error));
      return 'failed';
    } finally {
      if (thread) void cache.refreshThreads(avatarId);
      if (thread && abort.signal.aborted) void cache.refreshMessages(thread);
      if (mine()) current.current = null;
    }
  };

  return { threadId, live, open, send, stop, sending: live !== null && live.phase !== 'stopped' };
}
