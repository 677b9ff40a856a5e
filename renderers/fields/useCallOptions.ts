// The shared hook of Select and Cascader with options from a call: parameters bound to $form/$session/$route,
// loaded through the runtime's transport (newest parameters win), loading state, errors to the message sink.
// Call it inside an observer component: reading the form's values there reloads when a bound field changes.
import { useForm } from '@formily/react';
import { resolveBindings } from '../calls/bindings';
import { loadOptions, optionsKey, type CallOptions, type OptionItem } from '../options/options';
import { useRuntime } from '../runtime/context';
import { useLoad } from '../runtime/useLoad';

export function useCallOptions(spec: CallOptions | undefined): { options?: OptionItem[]; loading: boolean } {
  const rt = useRuntime();
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  let params: Record<string, unknown> | undefined;
  if (spec) {
    try {
      params = resolveBindings(
        spec.params,
        { form: form?.values as Record<string, unknown> | undefined, session: rt.session, route: rt.route },
        rt.locale,
      );
    } catch {
      params = undefined; // a bound value with a message is missing: nothing to load until it is given
    }
  }
  const key =
    spec && params
      ? `${optionsKey(spec.call, params)}|${spec.rows ?? ''}|${spec.label}|${spec.value}|${spec.children ?? ''}|${spec.cache ?? 'none'}`
      : '';
  const { data, loading } = useLoad(spec && params ? (signal) => loadOptions(rt, spec, params, signal) : undefined, [
    key,
    rt.transport,
    rt.locale,
  ]);
  return { options: key ? data : undefined, loading: !!key && loading };
}
