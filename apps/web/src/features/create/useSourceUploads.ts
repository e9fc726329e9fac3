import { useRef } from 'react';
import { showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { pasteSource, removeSource, uploadSource } from '../orders';
import { sourceListReducer, type SourceAction, type SourceInput, type SourceItem } from './source-list';

/**
 * Step 3's sources against the server: each is uploaded (or pasted) as it is added and read there into passages;
 * a failure stays beside its source with the server's words, to be retried or removed. A source removed while it
 * was being read is removed on the server too when its answer comes.
 */
export function useSourceUploads(dispatch: (action: SourceAction) => void) {
  const nextKey = useRef(0);
  const dropped = useRef(new Set<number>());

  const send = async (key: number, input: SourceInput) => {
    try {
      const source = input.kind === 'file' ? await uploadSource(input.file) : await pasteSource(input.label.trim(), input.text);
      if (dropped.current.has(key)) {
        await removeSource(source.id);
        return;
      }
      dispatch({ type: 'read', key, source });
    } catch (error) {
      if (!dropped.current.has(key)) dispatch({ type: 'failed', key, error: errorMessage(error) });
    }
  };

  /** Adds to the list as it is (sources): the reducer decides what is refused at once, the rest is sent. */
  const add = (sources: readonly SourceItem[], inputs: readonly SourceInput[]) => {
    let list = sources;
    for (const input of inputs) {
      const action = { type: 'added', key: nextKey.current++, input } as const;
      list = sourceListReducer(list, action);
      dispatch(action);
      if (list.at(-1)?.state === 'reading') void send(action.key, input);
    }
  };

  const retry = (item: SourceItem) => {
    dispatch({ type: 'retry', key: item.key });
    void send(item.key, item.input);
  };

  /** A source the server holds is deleted there first (a failure says so, and it stays); any other leaves at once. */
  const remove = async (item: SourceItem) => {
    if (item.state === 'ready') {
      try {
        await removeSource(item.source.id);
      } catch (error) {
        void showOops(errorMessage(error));
        return;
      }
    }
    dropped.current.add(item.key);
    dispatch({ type: 'removed', key: item.key });
  };

  return { add, retry, remove };
}

export type SourceUploads = ReturnType<typeof useSourceUploads>;
