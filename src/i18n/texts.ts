// Every text the shell shows, in both languages. zh_CN is the spec's exact wording; en_US is ours. The language
// type is the runtime core's (renderers/core.ts), not a copy.
import type { Locale } from '../../renderers/core';

export type { Locale };
export interface Bilingual {
  zh_CN: string;
  en_US: string;
}

export const TEXTS = {
  platformName: { zh_CN: '售后服务及配件管理平台', en_US: 'After-sales Service & Parts Platform' },
  // 000 §8 error catalogue
  timeout: { zh_CN: '请求超时，请检查网络', en_US: 'Request timed out, please check the network' },
  loginExpired: {
    zh_CN: '登录已过期，请重新从统一门户登录',
    en_US: 'Your sign-in has expired, please sign in again from the unified portal',
  },
  serverInternal: { zh_CN: '服务器内部错误，请联系管理员', en_US: 'Internal server error, please contact support' },
  serverException: { zh_CN: '服务器异常，请联系管理员', en_US: 'Server exception, please contact support' },
  refreshFailed: {
    zh_CN: '登录状态已失效，请重新登录',
    en_US: 'Your session could not be renewed, please sign in again',
  },
  errorTitle: { zh_CN: '错误', en_US: 'Error' },
  errorCode: { zh_CN: '错误码', en_US: 'Error code' },
  notice: { zh_CN: '通知', en_US: 'Notice' },
  noRole: { zh_CN: '请先为账号配置角色', en_US: 'Please configure a role for the account first' },
  noToken: { zh_CN: '未获取到token，请重新登录', en_US: 'No token obtained, please sign in again' },
  emptyMenu: { zh_CN: '账号没有可用的菜单，登录失败', en_US: 'The account has no menu, sign-in failed' },
  loginFailedTitle: { zh_CN: '登录失败', en_US: 'Sign-in failed' },
  menuLoadFailed: { zh_CN: '获取菜单失败', en_US: 'Failed to load the menu' },
  chunkFailed: { zh_CN: '页面资源加载失败，请刷新重试', en_US: 'Failed to load page resources, please reload' },
  ok: { zh_CN: '确定', en_US: 'OK' },
  cancel: { zh_CN: '取消', en_US: 'Cancel' },
  // sign-in
  signIn: { zh_CN: '登录', en_US: 'Sign in' },
  userName: { zh_CN: '用户名', en_US: 'User name' },
  password: { zh_CN: '密码', en_US: 'Password' },
  checkCode: { zh_CN: '验证码', en_US: 'Check code' },
  enterUserName: { zh_CN: '请输入用户名', en_US: 'Please enter the user name' },
  enterPassword: { zh_CN: '请输入密码', en_US: 'Please enter the password' },
  enterCheckCode: { zh_CN: '请输入验证码', en_US: 'Please enter the check code' },
  renewCheckCode: { zh_CN: '看不清？点击换一张', en_US: 'Hard to read? Click for another' },
  portalSignIn: { zh_CN: '统一门户登录', en_US: 'Sign in via the unified portal' },
  commonLoginOff: {
    zh_CN: '账号密码登录未开启，请从统一门户登录',
    en_US: 'Sign-in by name and password is switched off; please sign in through the unified portal',
  },
  signingIn: { zh_CN: '正在登录...', en_US: 'Signing in...' },
  ticketNotStarted: {
    zh_CN: '该登录链接不是从本浏览器发起的，请重新登录',
    en_US: 'This sign-in link was not started in this browser; please sign in again',
  },
  // layout
  home: { zh_CN: '首页', en_US: 'Home' },
  logout: { zh_CN: '退出登录', en_US: 'Sign out' },
  feedback: { zh_CN: '问题反馈', en_US: 'Feedback' },
  versionHistory: { zh_CN: '版本记录', en_US: 'Version history' },
  versionNew: { zh_CN: 'new', en_US: 'new' },
  supportContacts: { zh_CN: '技术支持', en_US: 'Support' },
  contactCategory: { zh_CN: '类别', en_US: 'Category' },
  contactPerson: { zh_CN: '联系人', en_US: 'Contact person' },
  contactPhone: { zh_CN: '电话', en_US: 'Phone' },
  closeCurrent: { zh_CN: '关闭当前', en_US: 'Close current' },
  closeOthers: { zh_CN: '关闭其他', en_US: 'Close others' },
  closeAll: { zh_CN: '关闭所有', en_US: 'Close all' },
  language: { zh_CN: 'English', en_US: '中文' },
  epc: { zh_CN: '配件目录', en_US: 'Parts catalogue' },
  footer: { zh_CN: '售后服务及配件管理平台', en_US: 'After-sales Service & Parts Platform' },
  loading: { zh_CN: '加载中...', en_US: 'Loading...' },
  // error pages
  page401: { zh_CN: '抱歉，您无权访问该页面', en_US: 'Sorry, you are not allowed to open this page' },
  page500: { zh_CN: '抱歉，页面不存在或服务器出错', en_US: 'Sorry, the page does not exist or the server failed' },
  backHome: { zh_CN: '返回首页', en_US: 'Back to home' },
  // home
  banners: { zh_CN: '公告横幅', en_US: 'Banners' },
  notices: { zh_CN: '通知公告', en_US: 'Notices' },
  recentViews: { zh_CN: '最近访问', en_US: 'Recent views' },
  noData: { zh_CN: '暂无数据', en_US: 'No data' },
  more: { zh_CN: '更多', en_US: 'More' },
  welcome: { zh_CN: '欢迎，', en_US: 'Welcome, ' },
  // external entry
  repairOrderDetail: { zh_CN: '维修单详情', en_US: 'Repair order detail' },
  repairOrderId: { zh_CN: '维修单号', en_US: 'Repair order id' },
  externalEntryRefused: {
    zh_CN: '外部入口链接无效或已过期，请从来源系统重新打开，或用账号密码登录',
    en_US:
      'The external entry link is invalid or has expired: open it again from the system that sent it, or sign in with your account',
  },
} satisfies Record<string, Bilingual>;

export type TextKey = keyof typeof TEXTS;
