/**
 * What a dialog body receives from the dialog host: its parsed address parameters and a close
 * function. Dialog bodies live in the feature that owns them; the host supplies the frame.
 */
import type { ComponentType } from 'react';
import type { ModalKey, ParsedModalParams } from '@/contracts/modals';

export interface DialogBodyProps<K extends ModalKey> {
  params: ParsedModalParams<K>;
  close: () => void;
}

export type DialogBody<K extends ModalKey> = ComponentType<DialogBodyProps<K>>;
