import { Dialog } from '../ui/Dialog';
import { PageList } from './PageList';

/** The site's pages in a dialog: choosing one links to its path. */
export function PagePickerDialog({ onChoose, onClose }: { onChoose(path: string): void; onClose(): void }) {
  return (
    <Dialog title="Link to a page" onClose={onClose}>
      <PageList onChoose={onChoose} />
    </Dialog>
  );
}
