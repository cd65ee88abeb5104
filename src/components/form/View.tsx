import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { formSpec, type FormProps } from './spec';

/** A form an editor built from fields (specification §3 "Form definition"). */
export default function FormView({ id, props }: ViewProps<FormProps>) {
  return <FormEngine model={{ id, label: props.formName, spec: formSpec(props), buttonLabel: props.buttonLabel }} />;
}
