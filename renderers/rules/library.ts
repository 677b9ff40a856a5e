// The rule library: every field rule of 000 §5 and 001 §5. A rule returns its message when the value fails,
// undefined when it passes. Messages are the spec's Chinese texts (English forms for en_US); where the spec
// gives the meaning only in English, the Chinese text is ours and listed in README.md.
import type { RuleName } from '../manifest';
import type { Text } from '../runtime/text';
import vehicleRules from '../../schemas/meta/vehicle-rules.json';

export interface RuleParams {
  label?: string;
  min?: number;
  max?: number;
  pattern?: string;
}

export type RuleFn = (value: unknown, params: RuleParams) => Text | undefined;

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : String(v));
const t = (zh_CN: string, en_US: string): Text => ({ zh_CN, en_US });
const VIN_MIN = vehicleRules.vinMinLength;
const ENGINE_MIN = vehicleRules.engineCodeMinLength;
const NOT_EMPTY = t('不能为空', 'cannot be empty');

const MOBILE = /^1[2-9]\d{9}$/;
const PHONE = /^(0\d{2,3}-?\d{7,8}|1[3-9]\d{9})$/;
const FOREIGN_PHONE = /^(\+?\d{1,4}[- ]?)?(\d{2,4}[- ]?)?\d{5,12}$/;
const FEEDBACK_PHONE = /^(1[3-9]\d{9}|(\d{3,4}-)?\d{7,8})$/;

export const RULE_LIBRARY: Record<RuleName, RuleFn> = {
  required: (v, p) =>
    isEmpty(v) ? t(`${p.label ?? ''}不能为空`, `${p.label ?? 'This field'} cannot be empty`) : undefined,

  lengthRange: (v, p) => {
    if (isEmpty(v)) return NOT_EMPTY;
    const n = str(v).length;
    const { min = 0, max = Infinity } = p;
    return n < min || n > max
      ? t(`长度不能小于${min}或大于${max}`, `Length must be between ${min} and ${max}`)
      : undefined;
  },

  positiveInteger: (v) =>
    isEmpty(v) || /^[1-9]\d*$/.test(str(v)) ? undefined : t('请输入正整数', 'Please enter a positive integer'),

  nonNegative: (v) => {
    if (isEmpty(v)) return NOT_EMPTY;
    const n = Number(str(v));
    return Number.isFinite(n) && n >= 0 ? undefined : t('不能小于0', 'Cannot be less than 0');
  },

  digits: (v) => (isEmpty(v) || /^\d+$/.test(str(v)) ? undefined : t('请输入数字', 'Please enter a number')),

  numberRange: (v, p) => {
    if (isEmpty(v)) return undefined;
    const n = Number(str(v));
    const { min = -Infinity, max = Infinity } = p;
    return Number.isFinite(n) && n >= min && n <= max
      ? undefined
      : t(`请输入${min}到${max}之间的数字`, `Please enter a number between ${min} and ${max}`);
  },

  mobile: (v) =>
    isEmpty(v) || MOBILE.test(str(v)) ? undefined : t('手机号格式不正确', 'Mobile number format incorrect'),

  phone: (v) => {
    if (isEmpty(v)) return t('请输入电话号码', 'Please enter a phone number');
    return PHONE.test(str(v)) ? undefined : t('电话号码格式不正确', 'Phone number format incorrect');
  },

  foreignPhone: (v) =>
    isEmpty(v) || PHONE.test(str(v)) || FOREIGN_PHONE.test(str(v))
      ? undefined
      : t('电话号码格式不正确', 'Phone number format incorrect'),

  // Required as well (000 §5: "phone is required"), with the same message.
  feedbackPhone: (v) =>
    !isEmpty(v) && FEEDBACK_PHONE.test(str(v))
      ? undefined
      : t('请输入正确的手机号或座机号', 'Please enter a valid mobile or landline number'),

  maxLength: (v, p) =>
    isEmpty(v) || str(v).length <= (p.max ?? Infinity)
      ? undefined
      : t(`长度不能大于${p.max}`, `At most ${p.max} characters`),

  minLength: (v, p) =>
    isEmpty(v) || str(v).length >= (p.min ?? 0) ? undefined : t(`长度不能小于${p.min}`, `At least ${p.min} characters`),

  // 001 §5 gives "shorter than 7" with the message "不能小于8位" (and 5 vs 6 for the engine number). We make
  // each message true: the VIN needs at least 8 characters and the engine number at least 6. Empty passes;
  // "at least one of VIN or engine number" is the form rule atLeastOne. The numbers are in
  // schemas/meta/vehicle-rules.json, which the gateway's vehicle lookup reads too.
  vin: (v) =>
    isEmpty(v) || str(v).length >= VIN_MIN
      ? undefined
      : t(`VIN码不能小于${VIN_MIN}位`, `The VIN must have at least ${VIN_MIN} characters`),

  engineCode: (v) =>
    isEmpty(v) || str(v).length >= ENGINE_MIN
      ? undefined
      : t(`发动机号不能小于${ENGINE_MIN}位`, `The engine number must have at least ${ENGINE_MIN} characters`),

  // Return quantity (001 §5): a whole number, at least min (0 by default), at most max (the returnable quantity).
  wholeNumber: (v, p) => {
    if (isEmpty(v)) return undefined;
    const s = str(v);
    if (!/^-?\d+$/.test(s)) return t('请输入整数', 'Please enter a whole number');
    const n = Number(s);
    const min = p.min ?? 0;
    if (n < min) return t(`不能小于${min}`, `Cannot be less than ${min}`);
    if (p.max !== undefined && n > p.max) return t(`不能大于${p.max}`, `Cannot be greater than ${p.max}`);
    return undefined;
  },

  pattern: (v, p) =>
    isEmpty(v) || new RegExp(p.pattern ?? '').test(str(v)) ? undefined : t('格式不正确', 'Format incorrect'),
};
