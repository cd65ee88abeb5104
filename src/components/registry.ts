import { createRegistry, type ComponentDefinition } from '../core/component';
import { alert } from './alert/definition';

/** Every component kind, definitions only (no React): what the server validates against. */
export const definitions: readonly ComponentDefinition[] = [alert];

export const registry = createRegistry(definitions);
