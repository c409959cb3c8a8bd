/**
 * One HTTP exchange from the browser with progress, for the quote form and its parts upload
 * (XMLHttpRequest, because fetch reports no upload progress). It never gives up after a fixed total:
 * only when the upload stops moving for `stallMs` ('stalled'), when the server has not answered
 * `stallMs` after the whole body went out ('no-answer'), or when the connection fails ('network').
 */

export type SendFailure = 'stalled' | 'no-answer' | 'network';

/** A send that ended without an answer; `message` is the SendFailure. */
export class SendFailed extends Error {
  constructor(readonly reason: SendFailure) {
    super(reason);
  }
}

export interface Answer<Body> {
  status: number;
  /** The JSON the server answered with, or null. */
  body: Body | null;
}

export function send<Body>(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit | null,
  stallMs: number,
  onSent?: (loaded: number, total: number) => void,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer<Body>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer = 0;
    const giveUpAfter = (reason: SendFailure) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        xhr.abort();
        reject(new SendFailed(reason));
      }, stallMs);
    };
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (typeof body === 'string') xhr.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      giveUpAfter('stalled');
      if (e.lengthComputable) onSent?.(e.loaded, e.total);
    };
    // The whole body is out: from here on, only the server's answer is awaited.
    xhr.upload.onload = () => giveUpAfter('no-answer');
    xhr.onload = () => {
      window.clearTimeout(timer);
      let parsed: Body | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as Body;
      } catch {}
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => {
      window.clearTimeout(timer);
      reject(new SendFailed('network'));
    };
    giveUpAfter('stalled');
    xhr.send(body);
  });
}
