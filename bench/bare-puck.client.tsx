/**
 * Puck's floor for the editor benchmark: the same Puck data, fields and Puck version as the
 * page editor, with none of ours (no overrides, no onChange, no contexts, no views): each
 * kind renders its text props and slots as plain elements, a heading as `.t-heading`.
 * Built and served by editor-baseline.ts; reads its data from `./data.json`.
 */
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { Puck, type Config, type Data, type SlotComponent } from '@puckeditor/core';
import type { ComponentDefinition } from '../src/core/component';
import { registry } from '../src/components/registry';
import { puckFields } from '../src/editor/fields';

function render(def: ComponentDefinition) {
  function Bare(props: Record<string, unknown>) {
    if (def.name === 'heading') return <h2 className="t-heading">{String(props.text)}</h2>;
    return (
      <div className={`bare-${def.name}`}>
        {Object.keys(def.props.shape).map((key) => (typeof props[key] === 'string' ? <p key={key}>{props[key] as string}</p> : null))}
        {Object.keys(def.slots).map((slot) => {
          const Slot = props[slot] as SlotComponent | undefined;
          return Slot ? <Slot key={slot} /> : null;
        })}
      </div>
    );
  }
  return Bare;
}

const data = (await (await fetch('./data.json')).json()) as Data;
const rootKind = String((data.root.props as Record<string, unknown>)._kind);
const components: Config['components'] = {};
for (const def of registry.all()) {
  if (def.rootOnly) continue;
  components[def.name] = { label: def.label, fields: puckFields(def), render: render(def) as never };
}
const rootDef = registry.get(rootKind)!;
const config: Config = { components, root: { fields: puckFields(rootDef), render: render(rootDef) as never } };

createRoot(document.getElementById('root')!).render(<Puck config={config} data={data} iframe={{ enabled: true }} height="100vh" />);
