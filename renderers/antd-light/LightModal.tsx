// The pickers' dialog: the markup antd 5.29's Modal renders (rc-dialog 9.6: root with the hash class,
// mask, wrap, the dialog with its focus sentinels, content, close button, header, body, antd's own footer with its
// buttons), with antd's modal style hook, z-index context, form and space isolation, and rc-dialog's behaviour:
// the focus moves into the dialog when it opens and back when it closes, Tab stays inside, Escape and a click
// on the mask close it. What it leaves out is rc-motion's JavaScript animation: its prepare step measures the
// dialog (getBoundingClientRect) before the first paint to zoom from the pointer, a forced style and layout pass
// of the whole page on every open; here antd's own zoom and fade classes animate from the centre in CSS only (not
// when rc-motion's context turns motion off, as for reduced motion).
// Unit test: the markup equals antd's Modal's for the same props (LightModal.test.tsx). With the switch off
// (switch.ts) antd's own Modal renders the same props (OwnModal).
import { CloseOutlined } from '@ant-design/icons';
import { ConfigProvider, Modal } from 'antd';
import ContextIsolator from 'antd/es/_util/ContextIsolator';
import { useZIndex } from 'antd/es/_util/hooks/useZIndex';
import zIndexContext from 'antd/es/_util/zindexContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { useLocale } from 'antd/es/locale';
import useModalStyle from 'antd/es/modal/style';
import { Context as MotionContext } from 'rc-motion/es/context';
import {
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { LightButton } from './LightButton';
import { afterFirstLayout, useScrollLockAfterLayout } from './modalLayer';
import { useAntdLight } from './switch';

export interface LightModalProps {
  title?: ReactNode;
  width?: string | number;
  okText?: ReactNode;
  cancelText?: ReactNode;
  onOk?(): void;
  onCancel?(): void;
  /** Where the dialog renders (a `<div>` at the end of <body>). */
  getContainer(): HTMLElement;
  children?: ReactNode;
}

const SENTINEL: CSSProperties = { width: 0, height: 0, overflow: 'hidden', outline: 'none' };
const ENTITY: CSSProperties = { outline: 'none' };

/** The copy, or antd's own Modal when the switch is off. */
export function LightModal(props: LightModalProps) {
  return useAntdLight() ? <ModalMarkup {...props} /> : <OwnModal {...props} />;
}

function OwnModal({ title, width = 520, okText, cancelText, onOk, onCancel, getContainer, children }: LightModalProps) {
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText}
      cancelText={cancelText}
      onOk={() => onOk?.()}
      onCancel={() => onCancel?.()}
      getContainer={getContainer}
    >
      {children}
    </Modal>
  );
}

function ModalMarkup({
  title,
  width = 520,
  okText,
  cancelText,
  onOk,
  onCancel,
  getContainer,
  children,
}: LightModalProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('modal');
  const rootPrefixCls = getPrefixCls();
  const rootCls = useCSSVarCls(prefixCls);
  const [, hashId, cssVarCls] = useModalStyle(prefixCls, rootCls);
  const [zIndex, contextZIndex] = useZIndex('Modal');
  const [locale] = useLocale('global');
  const [modalLocale] = useLocale('Modal');
  const titleId = useId().replace(/:/g, '');
  const wrap = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // antd's zoom (dialog) and fade (mask) classes until the animation has run once; none with rc-motion's motion off
  // (reduced motion: src/app/motion.tsx), as antd's own Modal
  const { motion } = useContext(MotionContext);
  const [appearing, setAppearing] = useState(motion !== false);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a press that began in the dialog and ended on the mask is no click on the mask (rc-dialog's contentClickRef)
  const pressInside = useRef(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const dialog = useRef<HTMLDivElement>(null);
  // the page's scroll stays put while the dialog is open (antd's lock), taken once the dialog is laid out
  useScrollLockAfterLayout(dialog);
  // the focus: into the dialog once it has been laid out (focusing asks the browser for a laid-out page: asked
  // before the first layout, that forces it; after the paint, it waits for the task of a fast answer's rows and
  // then lays those out), unless it is inside already; back where it was when the dialog closes
  useLayoutEffect(() => {
    // no animation ran (none in the sheet, or reduced motion): the dialog must not stay at the zoom's first frame
    settle.current = setTimeout(() => setAppearing(false), 600);
    const before = document.activeElement as HTMLElement | null;
    const cancel = dialog.current
      ? afterFirstLayout(dialog.current, () => {
          if (!wrap.current?.contains(document.activeElement)) start.current?.focus({ preventScroll: true });
        })
      : undefined;
    return () => {
      cancel?.();
      clearTimeout(settle.current);
      clearTimeout(pressTimer.current);
      if (before && before.isConnected && before !== document.body) before.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel?.();
      return;
    }
    // Tab from the last stop goes to the first, Shift+Tab from the first to the last (rc-dialog's changeActive)
    if (e.key === 'Tab') {
      const active = document.activeElement;
      if (!e.shiftKey && active === end.current) start.current?.focus({ preventScroll: true });
      else if (e.shiftKey && active === start.current) end.current?.focus({ preventScroll: true });
    }
  };
  const onWrapClick = (e: MouseEvent<HTMLDivElement>) => {
    if (pressInside.current) pressInside.current = false;
    else if (e.target === wrap.current) onCancel?.();
  };
  const zoom = appearing ? ` ${rootPrefixCls}-zoom-appear ${rootPrefixCls}-zoom-appear-active` : '';
  const fade = appearing ? ` ${rootPrefixCls}-fade-appear ${rootPrefixCls}-fade-appear-active` : '';
  const layer = zIndex === undefined ? undefined : { zIndex };

  return createPortal(
    <ContextIsolator form space>
      <zIndexContext.Provider value={contextZIndex}>
        <div className={[`${prefixCls}-root`, hashId, cssVarCls, rootCls].filter(Boolean).join(' ')}>
          <div className={`${prefixCls}-mask${fade}`} style={layer} />
          <div
            tabIndex={-1}
            className={`${prefixCls}-wrap`}
            ref={wrap}
            style={layer}
            onKeyDown={onKeyDown}
            onClick={onWrapClick}
          >
            <div
              role="dialog"
              ref={dialog}
              aria-labelledby={title ? titleId : undefined}
              aria-modal="true"
              style={{ width }}
              className={`${prefixCls} ${hashId}${zoom}`}
              onAnimationEnd={(e) => {
                if (e.target !== e.currentTarget || !appearing) return;
                clearTimeout(settle.current);
                setAppearing(false);
              }}
              onMouseDown={() => {
                clearTimeout(pressTimer.current);
                pressInside.current = true;
              }}
              onMouseUp={() => {
                pressTimer.current = setTimeout(() => (pressInside.current = false));
              }}
            >
              <div tabIndex={0} ref={start} style={ENTITY}>
                <div className={`${prefixCls}-content`}>
                  <button
                    type="button"
                    aria-label="Close"
                    className={`${prefixCls}-close`}
                    onClick={() => onCancel?.()}
                  >
                    <span className={`${prefixCls}-close-x`} aria-label={locale.close}>
                      <CloseOutlined className={`${prefixCls}-close-icon`} />
                    </span>
                  </button>
                  {title && (
                    <div className={`${prefixCls}-header`}>
                      <div className={`${prefixCls}-title`} id={titleId}>
                        {title}
                      </div>
                    </div>
                  )}
                  <div className={`${prefixCls}-body`}>{children}</div>
                  <div className={`${prefixCls}-footer`}>
                    <LightButton onClick={() => onCancel?.()}>{cancelText ?? modalLocale?.cancelText}</LightButton>
                    <LightButton type="primary" onClick={() => onOk?.()}>
                      {okText ?? modalLocale?.okText}
                    </LightButton>
                  </div>
                </div>
              </div>
              <div tabIndex={0} ref={end} style={SENTINEL} />
            </div>
          </div>
        </div>
      </zIndexContext.Provider>
    </ContextIsolator>,
    getContainer(),
  );
}
