// A button in antd 5.29's Button markup (issue 13): the classes antd's Button gives the same type, danger and
// size (hash class from antd's button style hook, so the build-time sheet applies), and antd's text rule (two
// Chinese characters in a bordered button get a space: 查 询). For the plain buttons of the search forms, the pickers' footers and the
// row actions: antd's Button also mounts its click wave, compact-space and loading machinery and measures its text
// in a layout effect, in every instance. With an icon, loading or disabled state, use antd's Button.
// Unit test: the markup equals antd's Button's for the same props (LightButton.test.tsx).
import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { useContext, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

export interface LightButtonProps {
  type?: 'default' | 'primary' | 'link';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  style?: CSSProperties;
  onClick?(e: MouseEvent<HTMLButtonElement>): void;
  children?: ReactNode;
}

const TWO_CN = /^[\u4E00-\u9FA5]{2}$/;
const VARIANT = { default: 'outlined', primary: 'solid', link: 'link' } as const;
const SIZE = { small: 'sm', middle: undefined, large: 'lg' } as const;

export function LightButton({ type = 'default', danger, size = 'middle', htmlType = 'button', style, onClick, children }: LightButtonProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('btn');
  const [, hashId, cssVarCls] = useButtonStyle(p);
  const color = danger ? 'dangerous' : type;
  const sizeCls = SIZE[size];
  const className = [p, hashId, cssVarCls, `${p}-${type}`, danger && `${p}-dangerous`, `${p}-color-${color}`, `${p}-variant-${VARIANT[type]}`, sizeCls && `${p}-${sizeCls}`]
    .filter(Boolean)
    .join(' ');
  // antd spaces two Chinese characters in a bordered button, not in a link
  const label = type !== 'link' && typeof children === 'string' && TWO_CN.test(children) ? children.split('').join(' ') : children;
  return (
    <button type={htmlType} className={className} style={style} onClick={onClick}>
      <span>{label}</span>
    </button>
  );
}
