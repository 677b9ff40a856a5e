// The parts catalogue at /epc: a frame kept alive beside the normal content; after it loads it is sent
// the gateway's encrypted key (call frame.key), the token, issuer 'sp' and the login name (000 §2).
import { useRef } from 'react';
import { client } from '../http/api';
import { shellCall } from '../http/calls';
import { getToken } from '../session/storage';
import { EPC_SRC, epcKeyOf, epcMessage, epcOrigin } from './epc';

export function EpcFrame({ visible, loginName }: { visible: boolean; loginName: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const onLoad = () => {
    client
      .call<{ data?: { key?: unknown } }>(shellCall('frame.key'))
      .then((a) => {
        const key = epcKeyOf(a);
        // posted to the frame's own origin (the origin of its src), never '*'
        if (key)
          frame.current?.contentWindow?.postMessage(
            epcMessage(key, getToken(), loginName),
            epcOrigin(window.location.href),
          );
      })
      .catch(() => undefined); // the client has shown the failure; without a key nothing is posted
  };
  return (
    <iframe
      ref={frame}
      title="epc"
      src={EPC_SRC}
      data-testid="epc-frame"
      style={{
        display: visible ? 'block' : 'none',
        width: '100%',
        height: 'calc(100vh - 160px)',
        border: 0,
        background: '#fff',
      }}
      onLoad={onLoad}
    />
  );
}
