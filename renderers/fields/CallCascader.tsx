// Cascader with options given as a list or loaded from a call (x-component-props.options = { call, label, value, children }).
import { Cascader as FCascader } from '@formily/antd-v5';
import { observer } from '@formily/react';
import type { ComponentProps } from 'react';
import { isCallOptions, type CallOptions } from '../options/options';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { useCallOptions } from './useCallOptions';

type Props = Omit<ComponentProps<typeof FCascader>, 'options'> & {
  options?: ComponentProps<typeof FCascader>['options'] | CallOptions;
};

const CallCascader = observer(({ options: spec, ...props }: Omit<Props, 'options'> & { options: CallOptions }) => {
  const rt = useRuntime();
  const { options, loading } = useCallOptions(spec);
  return (
    <FCascader
      {...(props as ComponentProps<typeof FCascader>)}
      style={{ width: '100%', ...props.style }}
      loading={loading}
      options={options as ComponentProps<typeof FCascader>['options']}
      notFoundContent={loading ? undefined : runtimeText('empty', rt.locale)}
    />
  );
});

export const Cascader = (props: Props) =>
  isCallOptions(props.options) ? (
    <CallCascader {...props} options={props.options} />
  ) : (
    <FCascader {...(props as ComponentProps<typeof FCascader>)} />
  );
