/**
 * Where each island of a static MDX body goes (see src/components/MdxBody): the island's
 * element in the server's markup, by index. Null while a body renders as a whole (server
 * rendering, develop), where each island renders in place.
 */
import { createContext, useContext } from 'react';

export const IslandTargetsContext = createContext<ReadonlyMap<string, Element> | null>(null);

export function useIslandTargets(): ReadonlyMap<string, Element> | null {
  return useContext(IslandTargetsContext);
}
