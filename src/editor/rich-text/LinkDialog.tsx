import { useState, type FormEvent } from 'react';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { linkProblem } from './link-rule';
import { completeLink } from '../fields/link-complete';
import { PageList } from '../fields/PageList';

export interface LinkChoice {
  href: string;
  /** The text to link, when nothing was selected. */
  text?: string;
}

/**
 * Adds, changes or removes the link on the selected text. The address must pass the rule of
 * every link on the site (`href()`): a refused address keeps the dialog open with the rule's
 * message beside the input.
 */
export function LinkDialog({
  current,
  askText,
  onApply,
  onRemove,
  onClose,
}: {
  /** The address of the link at the selection, if there is one. */
  current: string | undefined;
  /** Nothing is selected: the link needs its text. */
  askText: boolean;
  onApply(choice: LinkChoice): void;
  onRemove(): void;
  onClose(): void;
}) {
  const [href, setHref] = useState(current ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [choosingPage, setChoosingPage] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // `www.nyse.com/listings` means https://www.nyse.com/listings (issue 24 item 4).
    const address = completeLink(href);
    if (address !== href) setHref(address);
    const problem = linkProblem(address);
    if (problem) {
      setError(problem);
      return;
    }
    onApply({ href: address, ...(askText ? { text: text.trim() || address } : {}) });
  }

  return (
    <Dialog title={current ? 'Change the link' : 'Add a link'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="rt-link-form">
        {askText && <TextField label="Text to show" value={text} autoComplete="off" hint="Leave empty to show the address." onChange={(event) => setText(event.currentTarget.value)} />}
        <TextField
          label="Link address"
          value={href}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          hint="A page of this site (/fees), a part of this page (#fees), or a web, e-mail or phone address (https://…, mailto:…, tel:…)."
          error={error}
          onChange={(event) => {
            setHref(event.currentTarget.value);
            setError(null);
          }}
          onBlur={() => setHref((typed) => (linkProblem(typed.trim()) ? completeLink(typed) : typed))}
        />
        <button type="button" className="admin-button admin-button--small" aria-expanded={choosingPage} onClick={() => setChoosingPage((open) => !open)}>
          Choose a page of this site
        </button>
        {choosingPage && (
          <PageList
            onChoose={(path) => {
              setHref(path);
              setError(null);
              setChoosingPage(false);
            }}
          />
        )}
        <div className="admin-dialog__actions">
          {current && (
            <button type="button" className="admin-button admin-button--danger-ghost rt-link-form__remove" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="button" className="admin-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary">
            {current ? 'Change link' : 'Add link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
