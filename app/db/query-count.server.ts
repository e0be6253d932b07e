import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

const requestQueries = new AsyncLocalStorage<{ count: number }>();

/** Counts the queries run while serving one request (QUERY_LOG=1): the N+1 check of the benchmarks. */
export const queryCounter: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const store = requestQueries.getStore();
    if (store) store.count += 1;
    return node;
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};

/** Runs `serve` (and everything it starts) with a fresh counter; the returned function reads it. */
export function withQueryCount(serve: () => void) {
  const store = { count: 0 };
  requestQueries.run(store, serve);
  return () => store.count;
}
