import { createContext, useContext } from 'react';
import type { PropsOf } from '../../core/component';
import { RenderContext, type ViewProps } from '../view';
import type { include } from './definition';

/** Paths of the partials being included around this point, to stop a partial including itself. */
const IncludeTrail = createContext<readonly string[]>([]);

export default function IncludeView({ props }: ViewProps<PropsOf<typeof include>>) {
  const ctx = useContext(RenderContext);
  const trail = useContext(IncludeTrail);
  const partial = ctx?.partials.get(props.path);
  if (!ctx || !partial || trail.includes(props.path)) return null;
  return <IncludeTrail value={[...trail, props.path]}>{ctx.renderTree(partial)}</IncludeTrail>;
}
