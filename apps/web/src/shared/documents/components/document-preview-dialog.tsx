import type { PortalDocument } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { DocumentViewer } from './document-viewer';

/** The preview of a document in a dialog; `document = null` closes it. */
export function DocumentPreviewDialog({
  document,
  onClose,
}: {
  document: PortalDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={!!document}
      onOpenChange={(open) => !open && onClose()}
      title={document?.name ?? t('preview.title')}
      description={document ? t(`categories.${document.category}`) : undefined}
      size="lg"
      dynamicHeight
    >
      {document && <DocumentViewer id={document.uuid} name={document.name} />}
    </Modal>
  );
}
