/**
 * A third party's script, added to the page once and only when a visitor's action asks for it (the
 * booking calendar, the quote form's challenge): resolves once it has run and its global is there
 * (`ready`), rejects if it fails to load, runs without it, or takes longer than `timeoutMs`. A failed
 * load is forgotten, so a later ask tries again.
 */
const loading = new Map<string, Promise<void>>();

export function loadThirdPartyScript(src: string, ready: () => boolean, timeoutMs = 10_000): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (ready() ? resolve() : reject(new Error(`${src} ran without its global`)));
      script.onerror = () => reject(new Error(`${src} failed to load`));
      document.head.appendChild(script);
      window.setTimeout(() => reject(new Error(`${src} timed out`)), timeoutMs);
    }).catch((error: unknown) => {
      loading.delete(src);
      throw error;
    });
    loading.set(src, promise);
  }
  return promise;
}
