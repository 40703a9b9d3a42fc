import { Modal, type ModalProps } from '@mantine/core';
import { useBlurWhile } from './blur';

/** Mantine Modal that blurs the app behind it; sizes are the named dialog widths (sm 400 … xl 1250). */
export function AppModal(props: ModalProps) {
  useBlurWhile(props.opened);
  return <Modal {...props} />;
}
