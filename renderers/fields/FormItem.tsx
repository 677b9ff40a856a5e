// A light form-item decorator: label (for= the control's id), asterisk, the field's error message in antd's
// form-item markup and styles. Lighter than @formily/antd-v5's FormItem (no label-overflow measuring on
// mount), and the label is tied to its control for screen readers and tests.
import { isVoidField, type Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { FormItemInputContext } from 'antd/es/form/context';
import useFormStyle from 'antd/es/form/style';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';

interface FormClass {
  hashId: string;
  layout: 'horizontal' | 'vertical';
  labelWidth: number;
}
const FormClassContext = createContext<FormClass>({ hashId: '', layout: 'vertical', labelWidth: 100 });


/** antd's form container classes (and its styles, generated or taken from the extracted sheet). */
export function AntForm({ layout, labelWidth = 100, className, style, children, onSubmit }: {
  layout: 'horizontal' | 'vertical';
  labelWidth?: number;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  onSubmit?: () => void;
}) {
  const [wrap, hashId, cssVarCls] = useFormStyle('ant-form');
  const value = useMemo(() => ({ hashId, layout, labelWidth }), [hashId, layout, labelWidth]);
  return wrap(
    <form
      className={`ant-form ant-form-${layout} ${hashId} ${cssVarCls} ${className ?? ''}`}
      style={style}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <FormClassContext.Provider value={value}>{children}</FormClassContext.Provider>
    </form>,
  );
}

const ERROR_STATUS = { status: 'error' as const, isFormItemInput: true, hasFeedback: false };
// antd's default (no status). Always one provider: swapping it in and out would remount the control and lose its
// state (a PickerInput's chosen label) when an error is shown or cleared.
const NO_STATUS = {};

export const FormItem = observer(function FormItem({ children, asterisk, label }: { children?: ReactNode; asterisk?: boolean; label?: ReactNode }) {
  const field = useField() as Field;
  const { hashId, layout, labelWidth } = useContext(FormClassContext);
  const title = label ?? field.title;
  const id = (field.componentProps as { id?: string } | undefined)?.id;
  const errors = isVoidField(field) ? [] : field.selfErrors;
  const horizontal = layout === 'horizontal';
  return (
    <div className={`ant-form-item ${hashId}${errors.length ? ' ant-form-item-has-error' : ''}`}>
      <div className="ant-row ant-form-item-row" style={horizontal ? { display: 'flex', flexWrap: 'nowrap' } : undefined}>
        {title !== undefined && (
          <div className="ant-col ant-form-item-label" style={horizontal ? { flex: `0 0 ${labelWidth}px`, textAlign: 'right' } : undefined}>
            <label htmlFor={id} id={id && `${id}-label`} className={asterisk ? 'ant-form-item-required' : undefined} title={typeof title === 'string' ? title : undefined}>
              {title}
            </label>
          </div>
        )}
        <div className="ant-col ant-form-item-control" style={horizontal ? { flex: '1 1 auto', minWidth: 0 } : undefined}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <FormItemInputContext.Provider value={errors.length ? ERROR_STATUS : NO_STATUS}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {errors.length > 0 && (
            <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
              <div className="ant-form-item-explain-error">{errors[0]}</div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
});
