/**
 * A package loaded on first use (a dynamic `import()`), once: the server starts without the packages that only a
 * configured driver or one feature needs. A load that failed is tried again by the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
