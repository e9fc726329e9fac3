import { CHAT_MESSAGE_MAX_LENGTH } from '@persona/shared';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { LengthHint, lengthHintProps } from '../../components/LengthHint';
import { AttachButton, AttachmentChip } from './AttachmentPicker';
import { CHAT_TEXTS } from './chat-texts';
import { useAttachment } from './useAttachment';
import type { Outgoing, SendOutcome } from './useConversation';

interface ComposerProps {
  avatarName: string;
  sending: boolean;
  onSend: (outgoing: Outgoing) => Promise<SendOutcome>;
  onStop: () => void;
}

const INPUT =
  'block max-h-48 min-h-10 w-full resize-none rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm text-gray-900 placeholder:text-gray-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500';

const caretAtEnd = (input: HTMLTextAreaElement) => input.setSelectionRange(input.value.length, input.value.length);

/**
 * The message input: Enter sends, Shift+Enter starts a new line; a blank message is never sent. The text
 * leaves the input when sent and comes back if the send fails before the question is saved (after, the question
 * stays in the thread, unanswered, with "Ask again"). While an answer is written, Stop replaces Send.
 */
export function Composer({ avatarName, sending, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState('');
  const { attachment, choose, clear, restore } = useAttachment();
  const uploading = attachment?.status === 'uploading';
  const blank = text.trim() === '';
  // A message over the limit stays in the box with the limit told under it; Send waits until it is shortened.
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;
  const hintId = useId();
  const keysId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // A message put back goes on where it ends: browsers differ on where the caret lands when a value is set, and
  // Chromium 147 moves the caret of a box without focus (after Stop) back to its start before the next frame. So it
  // goes to the end when the message is put back and again when the person comes back to the box (a click still
  // places it where clicked).
  const caretToEnd = useRef(false);
  useLayoutEffect(() => {
    const input = box.current;
    if (!caretToEnd.current || !input) return;
    caretAtEnd(input);
    caretToEnd.current = document.activeElement !== input;
  }, [text]);
  const onFocus = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (!caretToEnd.current) return;
    caretToEnd.current = false;
    caretAtEnd(event.currentTarget);
  };

  const submit = async () => {
    if (blank || tooLong || sending || uploading) return;
    const message = text;
    const ready = attachment?.status === 'ready' ? attachment : null;
    setText('');
    clear();
    const outcome = await onSend({ message: message.trim(), attachment: ready && { id: ready.id, name: ready.name } });
    if (outcome === 'failed' || outcome === 'withdrawn') {
      // What was typed or chosen meanwhile wins.
      caretToEnd.current = box.current?.value === '';
      setText((typed) => typed || message);
      if (ready) restore(ready);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-gray-200 p-3 dark:border-slate-800">
      {attachment && <AttachmentChip attachment={attachment} onRemove={clear} />}
      <div className="flex items-end gap-2">
        <AttachButton disabled={sending || uploading} onChoose={(file) => void choose(file)} />
        <textarea
          ref={box}
          aria-label={CHAT_TEXTS.message}
          placeholder={CHAT_TEXTS.placeholder(avatarName)}
          value={text}
          rows={2}
          {...lengthHintProps(hintId, text.length, CHAT_MESSAGE_MAX_LENGTH)}
          aria-describedby={tooLong ? `${hintId} ${keysId}` : keysId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          className={INPUT}
        />
        {/* Keyed apart: a Stop button turned into Send during its own click would submit the form. */}
        {sending ? (
          <button key="stop" type="button" onClick={onStop} className={buttonClass('secondary')}>
            <Icon name="stop" className="size-4" />
            {CHAT_TEXTS.stop}
          </button>
        ) : (
          <button key="send" type="submit" disabled={blank || tooLong || uploading} className={buttonClass('primary')}>
            <Icon name="send" className="size-4" />
            {CHAT_TEXTS.send}
          </button>
        )}
      </div>
      <LengthHint id={hintId} length={text.length} max={CHAT_MESSAGE_MAX_LENGTH} />
      {/* Under the input (indented past the attach button), not in its placeholder, where a phone's width cut it; phones have no Shift key to speak of. */}
      <p id={keysId} className="hidden text-xs text-gray-500 sm:block sm:pl-12 dark:text-slate-400">
        {CHAT_TEXTS.keysHint}
      </p>
    </form>
  );
}
