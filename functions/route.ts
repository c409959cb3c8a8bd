/**
 * A route of the Worker's table (functions/worker.ts): the request, the Worker's bindings, its execution
 * context (for work that outlives the answer), and the path below the route's prefix in segments
 * (`/api/desk/requests/7` under `/api/desk`: ['requests', '7']).
 */
export type Route<E> = (request: Request, env: E, ctx: ExecutionContext, path: string[]) => Response | Promise<Response>;

/** What the screen (functions/screen.ts) hands on to: the route's answer, or the static file's. */
export type Next = () => Promise<Response>;
