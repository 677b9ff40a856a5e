// A button in antd 5.29's Button markup: the classes antd's Button gives the same type, danger and
// size (hash class from antd's button style hook, so the build-time sheet applies), and antd's text rule (two
// Chinese characters in a bordered button get a space: 查 询). For the plain buttons of the search forms, the pickers' footers and the
// row actions: antd's Button also mounts its click wave, compact-space and loading machinery and measures its text
// in a layout effect, in every instance. With an icon, loading or disabled state, use antd's Button.
// Unit test: the markup equals antd's Button's for the same props (LightButton.test.tsx).
import { Button, ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { DesignTokenContext } from 'antd/es/theme/context';
import { createContext, useContext, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useAntdLight } from './switch';

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

/**
 * antd's button style hook run once for a screen (RuntimeProvider) instead of once per button: the hash and CSS
 * variable classes, with the design token they were made for. Each run of a style hook costs a few hundred
 * microseconds on a fresh page (token, cache path, registration); a picker has four buttons, a search page's rows
 * two each.
 */
const ButtonClassContext = createContext<{ token: unknown; prefix: string; hashId: string; cssVarCls: string } | null>(
  null,
);

export function ButtonClassProvider({ children }: { children?: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('btn');
  const [, hashId, cssVarCls] = useButtonStyle(prefix);
  const token = useContext(DesignTokenContext);
  const value = useMemo(
    () => ({ token, prefix, hashId, cssVarCls: cssVarCls ?? '' }),
    [token, prefix, hashId, cssVarCls],
  );
  return <ButtonClassContext.Provider value={value}>{children}</ButtonClassContext.Provider>;
}

export function LightButton(props: LightButtonProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('btn');
  const scope = useContext(ButtonClassContext);
  const token = useContext(DesignTokenContext);
  // the switch off (switch.ts): antd's own Button for the same props
  if (!useAntdLight()) return <OwnButton {...props} />;
  // the screen's classes when made for this button's theme and prefix; else (no screen around it, or another
  // theme inside it) its own run of the style hook
  if (scope && scope.token === token && scope.prefix === p)
    return buttonMarkup(props, p, scope.hashId, scope.cssVarCls);
  return <StyledButton {...props} prefix={p} />;
}

function OwnButton({ type, danger, size, htmlType, style, onClick, children }: LightButtonProps) {
  return (
    <Button type={type} danger={danger} size={size} htmlType={htmlType} style={style} onClick={onClick}>
      {children}
    </Button>
  );
}

function StyledButton({ prefix, ...props }: LightButtonProps & { prefix: string }) {
  const [, hashId, cssVarCls] = useButtonStyle(prefix);
  return buttonMarkup(props, prefix, hashId, cssVarCls ?? '');
}

function buttonMarkup(
  { type = 'default', danger, size = 'middle', htmlType = 'button', style, onClick, children }: LightButtonProps,
  p: string,
  hashId: string,
  cssVarCls: string,
) {
  const color = danger ? 'dangerous' : type;
  const sizeCls = SIZE[size];
  const className = [
    p,
    hashId,
    cssVarCls,
    `${p}-${type}`,
    danger && `${p}-dangerous`,
    `${p}-color-${color}`,
    `${p}-variant-${VARIANT[type]}`,
    sizeCls && `${p}-${sizeCls}`,
  ]
    .filter(Boolean)
    .join(' ');
  // antd spaces two Chinese characters in a bordered button, not in a link
  const label =
    type !== 'link' && typeof children === 'string' && TWO_CN.test(children) ? children.split('').join(' ') : children;
  return (
    <button type={htmlType} className={className} style={style} onClick={onClick}>
      <span>{label}</span>
    </button>
  );
}
