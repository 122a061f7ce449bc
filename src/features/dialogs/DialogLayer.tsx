/** The dialog host plus the on-load dialog rules; mounted once inside the router. */
import { ModalHost } from './ModalHost';
import { useStateOnLoad } from './use-state-on-load';
import { useUrlOnLoad } from './use-url-on-load';

export function DialogLayer() {
  useUrlOnLoad();
  useStateOnLoad();
  return <ModalHost />;
}
