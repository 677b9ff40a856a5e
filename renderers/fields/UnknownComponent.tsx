// A field whose x-component the runtime does not know shows a visible placeholder naming it (未知组件 <name>)
// instead of an empty gap; the checker reports the same name with the nearest registered one.
import type { JSXComponent } from '@formily/react';
import type { ReactNode } from 'react';
import { useRuntime } from '../runtime/context';

/** Any field component: what Formily's SchemaField takes (its JSXComponent less the intrinsic element names). */
type AnyComponent = Exclude<JSXComponent, string>;

const placeholders = new Map<string, AnyComponent>();

export function unknownComponent(name: string): AnyComponent {
  const hit = placeholders.get(name);
  if (hit) return hit;
  function UnknownComponent({ children }: { children?: ReactNode }) {
    const { locale } = useRuntime();
    return (
      <>
        <span
          role="alert"
          className="rt-unknown-component"
          style={{
            display: 'inline-block',
            padding: '4px 8px',
            color: '#cf1322',
            border: '1px dashed #ff4d4f',
            borderRadius: 4,
          }}
        >
          {locale === 'en_US' ? `Unknown component ${name}` : `未知组件 ${name}`}
        </span>
        {children}
      </>
    );
  }
  placeholders.set(name, UnknownComponent);
  return UnknownComponent;
}

/** The registry, answering a placeholder for any other component-like name (capitalised) Formily asks for. */
export function withPlaceholders<T extends Record<string, AnyComponent>>(components: T): T {
  return new Proxy(components, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && /^[A-Z]/.test(key)) return unknownComponent(key);
      return Reflect.get(target, key, receiver);
    },
  });
}
