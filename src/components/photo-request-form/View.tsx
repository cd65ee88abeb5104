import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { PHOTO_REQUEST_EXTRAS, photoRequestSpec, type PhotoRequestProps } from './spec';

/** The photo request (specification §3): requester, photo type, project and distribution. */
export default function PhotoRequestFormView({ id, props }: ViewProps<PhotoRequestProps>) {
  return (
    <FormEngine
      className="t-photo-request-form"
      model={{ id, label: props.formName, spec: photoRequestSpec(props), buttonLabel: props.buttonLabel, extras: PHOTO_REQUEST_EXTRAS }}
    />
  );
}
