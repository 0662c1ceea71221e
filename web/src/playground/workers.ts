/**
 * Monaco runs its language services in web workers. Vite bundles each `?worker` import as its
 * own file under /assets, so the workers load from our origin (the playground's CSP allows
 * worker-src 'self'). Set before GraphiQL creates an editor: main.tsx imports this first.
 */
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/** The one part of Monaco's Environment we use. */
interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};
