import { useRef, useState } from 'react';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { attachmentProblem } from './attachment-rules';
import { uploadChatAttachment } from './chat-api';

export type Attachment = { status: 'uploading'; name: string } | { status: 'ready'; name: string; id: string };

/**
 * The optional attachment of the next message: a file of an allowed kind is uploaded at once (its text waits on
 * the server for the message); another kind, or the server's refusal, is an 'Oops!' alert and no attachment.
 */
export function useAttachment() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  // Only the latest choice counts: a removed or replaced upload's answer is dropped.
  const latest = useRef(0);

  const choose = async (file: File) => {
    const problem = attachmentProblem(file);
    if (problem) {
      void showOops(problem, { icon: 'warning' });
      return;
    }
    const turn = ++latest.current;
    setAttachment({ status: 'uploading', name: file.name });
    try {
      const { attachment: id } = await uploadChatAttachment(file);
      if (turn === latest.current) setAttachment({ status: 'ready', name: file.name, id });
    } catch (error) {
      if (turn !== latest.current) return;
      setAttachment(null);
      void showOops(errorMessage(error));
    }
  };

  const clear = () => {
    latest.current += 1;
    setAttachment(null);
  };

  /** After a failed send: the attachment it carried comes back, unless another was chosen meanwhile. */
  const restore = (ready: Attachment) => setAttachment((chosen) => chosen ?? ready);

  return { attachment, choose, clear, restore };
}
