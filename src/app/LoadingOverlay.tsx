// The loading overlay: shown while the in-flight request counter is above zero (000 §4).
import { Spin } from 'antd';
import { useStore } from './store';
import { loading } from '../http/loading';

export function LoadingOverlay() {
  const count = useStore({ subscribe: loading.subscribe, get: loading.count });
  return <Spin spinning={count > 0} fullscreen delay={300} />;
}
