// The parts catalogue at /epc: a frame kept alive beside the normal content; after it loads it is sent
// the key, the token, issuer 'sp' and the login name (000 §2).
import { useRef } from 'react';
import { getToken } from '../session/storage';
import { EPC_SRC, epcMessage } from './epc';

export function EpcFrame({ visible, loginName }: { visible: boolean; loginName: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <iframe
      ref={frame}
      title="epc"
      src={EPC_SRC}
      data-testid="epc-frame"
      style={{ display: visible ? 'block' : 'none', width: '100%', height: 'calc(100vh - 160px)', border: 0, background: '#fff' }}
      onLoad={() => frame.current?.contentWindow?.postMessage(epcMessage(getToken(), loginName), window.location.origin)}
    />
  );
}
