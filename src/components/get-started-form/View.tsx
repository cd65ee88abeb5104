import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { getStartedExtras, getStartedSpec, type GetStartedProps } from './spec';

/** The get-started form: an area of interest, its products, and the visitor's details. */
export default function GetStartedFormView({ id, props }: ViewProps<GetStartedProps>) {
  return (
    <FormEngine
      className="t-get-started-form"
      model={{ id, label: props.formName, spec: getStartedSpec(props), buttonLabel: props.buttonLabel, extras: getStartedExtras(props) }}
    />
  );
}
