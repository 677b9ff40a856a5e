// The gateway's own fixed messages in English (001 §8: the shell shows the server's message). A request
// whose `language` header (sent by the shell on every call) is en_US gets a failure message in English when the
// message is one of the gateway's fixed texts below, exactly or by a pattern; a "field: message" keeps its field
// and translates the rest. Anything else (an upstream system's text, data inside a message) stays as it is. The
// Chinese text remains the spec's and the default; this table is ours.

const EXACT: Record<string, string> = {
  '不能为空 (is required)': 'is required',
  '不允许的字段 (must not be present)': 'must not be present',
  数据重复: 'duplicate data',
  关联数据不存在: 'referenced data does not exist',
  必填数据缺失: 'required data is missing',
  数据不满足约束: 'data violates a constraint',
  输入过长: 'input too long',
  数值超出范围: 'number out of range',
  输入格式错误: 'input format is wrong',
  日期格式错误: 'date format is wrong',
  日期超出范围: 'date out of range',
  参数值无效: 'invalid parameter value',
  正则表达式无效: 'invalid regular expression',
  转义字符无效: 'invalid escape character',
  字符编码无效: 'invalid character encoding',
  字典编码已存在: 'the dictionary code already exists',
  字典项值已存在: 'the item value already exists in this dictionary',
  '角色权限已被他人修改，请刷新后重试': "the role's permissions were changed by someone else; reload and try again",
  '单据号已被使用，请重新生成单据号': 'the document number is already in use; generate a new one',
  该供应商的此配件已存在有效记录: 'this supplier already has a valid record of this part',
  旧件已在其他返还单中: 'the old part is already on another return bill',
  '数据库暂不可用，请稍后重试': 'The database is unavailable, please retry later',
  '服务繁忙，请稍后重试': 'The service is busy, please retry later',
  '并发冲突，请重试': 'Concurrent update conflict, please retry',
  请求无效: 'Invalid request',
  '服务处理失败，请稍后重试': 'The service failed, please retry later',
  '格式无效（1-128 个可见 ASCII 字符）': 'invalid format (1-128 visible ASCII characters)',
  VIN码和发动机号至少输入一个: 'Enter at least the VIN or the engine number',
  'X-Sign 签名无效': 'X-Sign: invalid signature',
  'X-TIMESTAMP 已失效': 'X-TIMESTAMP has expired',
  分公司不存在: 'the branch does not exist',
  服务商编码已存在: 'the provider code already exists',
  分公司编码已存在: 'the branch code already exists',
  省份不存在: 'the province does not exist',
  '分公司编码只能是 1-20 位字母、数字、下划线或短横线':
    'the branch code has 1-20 letters, digits, underscores or hyphens',
  同级部门名称已存在: 'a department under the same parent has this name',
  上级部门不存在: 'the parent department does not exist',
  部门不存在: 'The department does not exist',
  两次输入的密码不一致: 'the two passwords differ',
  区县不存在: 'the district does not exist',
  工程师不属于当前服务商: 'the engineer does not belong to this service provider',
  不支持的字段: 'unsupported field',
  一次只能上传一个文件: 'only one file can be uploaded at a time',
  表单字段过多: 'too many form fields',
  上传内容无法读取: 'the upload cannot be read',
  '只能导入 .xlsx 或 .xls 文件': 'only .xlsx or .xls files can be imported',
  '文件不是 Excel 工作簿（.xlsx 或 .xls），请使用导入模板':
    'the file is not an Excel workbook (.xlsx or .xls); please use the import template',
  文件中没有工作表: 'the file has no worksheet',
  '文件无法解析，请使用导入模板': 'the file cannot be read; please use the import template',
  请选择文件: 'please choose a file',
  文件中没有数据: 'the file has no data',
  请输入公司: 'Please enter the company',
  采购价必须是不小于0的数字: 'The purchase price must be a number not below 0',
  供应商编号不能为空: 'The supplier number may not be empty',
  公司不能为空: 'The company may not be empty',
  配件编号不能为空: 'The part number may not be empty',
  最小采购量必须是正整数: 'The minimum purchase quantity must be a positive integer',
  供货周期必须是不小于0的整数: 'The lead time must be an integer not below 0',
  备注不能超过500个字符: 'The remark may not exceed 500 characters',
  用户不存在: 'the user does not exist',
  旧密码错误: 'the old password is wrong',
  权限不存在: 'the permission does not exist',
  'refreshToken 无效或已使用，请重新登录': 'The refresh token is invalid or used; please sign in again',
  角色编码已存在: 'the role code already exists',
  角色不存在: 'the role does not exist',
  签名无效: 'invalid signature',
  反馈来源不存在: 'the feedback source does not exist',
  'ticket 无效或已使用': 'The ticket is invalid or used',
  'ticket 不属于本浏览器发起的登录': 'The ticket belongs to a sign-in started in another browser',
  工单不存在: 'The ticket does not exist',
  'timestamp 已失效': 'timestamp has expired',
  用户名已存在: 'the user name already exists',
  车辆已存在: 'the vehicle already exists',
  仓库不存在: 'the warehouse does not exist',
  上传失败: 'Upload failed',
  不能冻结当前登录用户: 'The signed-in user cannot be frozen',
  仅厂家人员可以回复询价单: 'Only maker staff can reply to an inquiry',
  仅厂家人员可以驳回回运单: 'Only maker staff can reject a return bill',
  仅旧件仓库人员可以确认收货: 'Only core parts warehouse staff can confirm receipt',
  '供应商配件已作废，不能修改': 'The supplier part is voided and cannot be changed',
  '供应商配件已存在：同一供应商、配件和公司只能有一条有效记录':
    'The supplier part exists: one valid record per supplier, part and company',
  单据不存在: 'The document does not exist',
  字典项不存在: 'The dictionary item does not exist',
  工单当前状态不允许取消: 'The ticket cannot be cancelled in its current state',
  工单当前状态不允许接单: 'The ticket cannot be taken in its current state',
  工单当前状态不允许派单: 'The ticket cannot be dispatched in its current state',
  必须填写配件才能填写描述: 'Enter the part before the description',
  所选索赔单没有需要回运的旧件: 'The chosen claims have no core parts to return',
  改派原因不能为空: 'The reassignment reason may not be empty',
  数据权限不存在: 'The data permission does not exist',
  无权限访问: 'Access denied',
  该功能未开启: 'This feature is switched off',
  '账号密码登录未开启，请从统一门户登录':
    'Sign-in by name and password is switched off; please sign in through the unified portal',
  '旧件仓库不属于服务商所在分公司，请重新选择':
    "The core parts warehouse is not in the provider's branch; please choose again",
  暂不支持其他模块使用: 'Not yet supported for other modules',
  服务商不存在: 'The service provider does not exist',
  服务商不属于所选分公司: 'The service provider is not in the chosen branch',
  服务商已停用: 'The service provider is disabled',
  服务商编码不能为空: 'The provider code may not be empty',
  '获取用户信息失败，请重新登陆后重试': 'Failed to read the user; please sign in again and retry',
  角色身份不存在: 'The role identity does not exist',
  '询价单未回复配件，不能下单': 'The inquiry has no replied part and cannot be ordered',
  '该值不可用，系统中已存在！': 'This value is not available: it already exists!',
  该用户已有此仓库的数据权限: 'The user already has this warehouse permission',
  该角色已有此身份: 'The role already has this identity',
  请先选择配件: 'Please select a part first',
  请先选择订单行: 'Please select an order line first',
  请输入订购数量: 'Please enter the order quantity',
  销售订单中没有该订单行: 'The sales order has no such line',
  请先选择分公司: 'Please select a branch first',
  请选择大客户: 'Please select a large customer',
  请输入反馈内容: 'Please enter the feedback',
  请输入反馈标题: 'Please enter the feedback title',
  请输入回复内容: 'Please enter the reply',
  请输入正确的手机号或座机号: 'Please enter a valid mobile or landline number',
  // the shared rules' pattern halves (server/http/schema.ts lengthAndPattern; docs/screens.md "Shared rules on fields")
  '登录账号只能包含字母、数字或 _ . @ -': 'The login account may hold only letters, digits or _ . @ -',
  密码须同时包含字母和数字: 'The password needs both letters and digits',
  '角色编码以字母开头，只能包含字母、数字或下划线':
    'The role code starts with a letter and holds only letters, digits or underscores',
  纳税人识别号只能包含数字或大写字母: 'The taxpayer ID holds only digits or capital letters',
  请输入物流公司: 'Please enter the carrier',
  请输入物流单号: 'Please enter the tracking number',
  请输入配件编号或配件名称: 'Please enter the part number or the part name',
  请输入驳回原因: 'Please enter the rejection reason',
  请选择其他服务商: 'Please select another service provider',
  请选择替换的新件: 'Please select the replacing new part',
  请选择有效的旧件仓库: 'Please select a valid core parts warehouse',
  请选择服务商: 'Please select a service provider',
  请选择类型: 'Please select a type',
  账号不存在或已停用: 'The account does not exist or is disabled',
  '账号已冻结，请联系管理员': 'The account is frozen; please contact the administrator',
  车辆不存在: 'The vehicle does not exist',
  '轮播图当前状态为【已撤回】，不能撤回': 'The banner is already withdrawn',
  需要指定模块: 'A module is required',
  '车主权益类单据仅能创建者取消!': 'An owner-rights ticket can be cancelled only by its creator!',
  车主权益类单据仅能由创建者改派: 'An owner-rights ticket can be reassigned only by its creator',
  '请求超时，请检查网络': 'Request timed out, please check the network',
  未登录或登录已失效: 'Not signed in, or the sign-in has expired',
  token已过期: 'The token has expired',
};

/** Words the gateway puts into its templates (documents, states, steps): their English, used inside the patterns. */
const DOCUMENTS: Record<string, string> = {
  询价单: 'inquiry',
  旧件回运单: 'core return bill',
  回运单: 'return bill',
  公告: 'notice',
  轮播图: 'banner',
  索赔单: 'claim',
  工单: 'ticket',
  供应商配件: 'supplier part',
  反馈: 'feedback',
  仓库: 'warehouse',
  单据: 'document',
  附件: 'attachment',
  附件文件: 'attachment file',
};
const STATES: Record<string, string> = {
  草稿: 'Draft',
  已提交: 'Submitted',
  已回复: 'Replied',
  已反馈: 'Feedback given',
  已关闭: 'Closed',
  已下单: 'Ordered',
  已保存: 'Saved',
  已发运: 'Shipped',
  已确认收货: 'Receipt confirmed',
  已驳回: 'Rejected',
  已发布: 'Published',
  已撤回: 'Withdrawn',
};
const STEPS: Record<string, string> = {
  修改: 'edit',
  删除: 'delete',
  提交: 'submit',
  回复: 'reply to',
  反馈: 'give feedback on',
  下单: 'order',
  保存: 'save',
  更新物流: 'update the logistics of',
  确认收货: 'confirm receipt of',
  驳回: 'reject',
  发布: 'publish',
  撤回: 'withdraw',
  回运: 'return',
};
/** The labels the shared rules name (server/http/schema.ts ruleText). */
const FIELDS: Record<string, string> = {
  登录账号: 'Login account',
  密码: 'Password',
  角色编码: 'Role code',
  纳税人识别号: 'Taxpayer ID',
  发票号码: 'Invoice number',
};
/** A word's English from a table, or the word as it is (a value the table does not know stays readable). */
const word = (table: Record<string, string>, w: string) => table[w] ?? w;
/** A list joined with 、 (the gateway's Chinese lists) joined with commas. */
const list = (s: string) => s.split('、').join(', ');

/** Messages with values in them: the pattern and its English (undefined: not this pattern after all). */
const PATTERNS: [RegExp, (...g: string[]) => string | undefined][] = [
  // a step refused in the current state (server/business/common/states.ts, the notice's 发布): 424
  [
    /^(.+)当前状态为【(.+)】，不能(.+)$/,
    (d, s, a) => `Cannot ${word(STEPS, a)} the ${word(DOCUMENTS, d)}: its current state is 【${word(STATES, s)}】`,
  ],
  [/^索赔单(.+)状态为【(.+)】，不能回运$/, (c, s) => `Cannot return claim ${c}: its state is 【${word(STATES, s)}】`],
  [
    /^索赔单(.+)已在回运单(.+)中，不能重复回运$/,
    (c, b) => `Claim ${c} is already on return bill ${b} and cannot be returned twice`,
  ],
  [/^配件(.+)不是(.+)的替换件$/, (n, o) => `Part ${n} is not a replacement of ${o}`],
  [
    /^(.+)上传失败。不支持的文件类型，仅支持(.+)$/,
    (f, t) => `${f}: upload failed. Unsupported file type; only ${list(t)}`,
  ],
  [/^(.+)上传失败。文件内容与类型不符$/, (f) => `${f}: upload failed. The content does not match the file type`],
  [/^一次最多导入(\d+)行$/, (n) => `at most ${n} rows can be imported at a time`],
  [
    /^系统编码只能是 (.+)（systemCode: (.*)）$/,
    (l, c) => `The system code must be one of ${list(l)} (systemCode: ${c})`,
  ],
  [/^配置代码只能是 (.+)（code: (.*)）$/, (l, c) => `The config code must be one of ${list(l)} (code: ${c})`],
  [
    /^配置类型只能是 (.+)（configCode: (.*)）$/,
    (l, c) => `The config type must be one of ${list(l)} (configCode: ${c})`,
  ],
  [/^配置项不存在（configValue: (.*)）$/, (v) => `The config item does not exist (configValue: ${v})`],
  [/^标识类型只能是 (.+)（flagType: (.*)）$/, (l, t) => `The flag type must be one of ${list(l)} (flagType: ${t})`],
  [/^标识规则不存在（flagCode: (.*)）$/, (c) => `The flag rule does not exist (flagCode: ${c})`],
  [/^配件不存在：(.+)（partsIds）$/, (l) => `Parts do not exist: ${list(l)} (partsIds)`],
  [/^无权查询字段：(.+)$/, (l) => `No permission to query the fields: ${list(l)}`],
  // the rows of a batch (第n行：…, below) and of an import
  [/^供应商([^\u4e00-\u9fff]*)不存在$/, (x) => `Supplier ${x} does not exist`], // not 供应商配件不存在 (a document)
  [/^供应商(.+)已停用$/, (x) => `Supplier ${x} is disabled`],
  [/^供应商(.+)的配件(.+)已存在$/, (x, p) => `Part ${p} of supplier ${x} already exists`],
  [/^公司(.*)下配件(.*)不存在$/, (c, p) => `Part ${p} does not exist in company ${c}`],
  [/^(GET|POST|PUT|DELETE|PATCH) (\S+) 不存在$/, (m, p) => `${m} ${p} does not exist`],
  [/^字典 (.+) 不存在$/, (c) => `dictionary ${c} does not exist`],
  [/^开始日期不能晚于结束日期（(.+) > (.+)）$/, (a, b) => `the start date may not be after the end date (${a} > ${b})`],
  [/^只能是 http\(s\) 地址或以 \/ 开头的站内路径$/, () => 'must be an http(s) address or a path starting with /'],
  [
    /^日期格式不正确（(.*)），应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss$/,
    (v) => `wrong date format (${v}); use YYYY-MM-DD or YYYY-MM-DD HH:mm:ss`,
  ],
  // the shared rules of 000 §5 (server/http/schema.ts ruleText), in the form library's English
  [/^(.+)：长度不能小于(\d+)或大于(\d+)$/, (l, a, b) => `${word(FIELDS, l)}: Length must be between ${a} and ${b}`],
  [/^(.+)：请输入数字$/, (l) => `${word(FIELDS, l)}: Please enter a number`],
  [/^VIN码不能小于(\d+)位$/, (n) => `The VIN must have at least ${n} characters`],
  [/^发动机号不能小于(\d+)位$/, (n) => `The engine number must have at least ${n} characters`],
  [/^文件大小不能超过(\d+)MB$/, (n) => `the file may not exceed ${n} MB`],
  // the budgets of untrusted work (server/http/sanitize.ts, server/business/files/excel.ts)
  [/^富文本不能超过(\d+)个字符$/, (n) => `rich text may not exceed ${n} characters`],
  [
    /^富文本嵌套超过(\d+)层，请减少嵌套后重试$/,
    (n) => `rich text nests deeper than ${n} levels; reduce the nesting and retry`,
  ],
  [
    /^富文本处理超过([\d.]+)秒，已中止，请简化内容后重试$/,
    (n) => `processing the rich text took over ${n} s and was stopped; simplify it and retry`,
  ],
  [
    /^富文本处理所需内存超过(\d+)MB，已中止，请简化内容后重试$/,
    (n) => `processing the rich text needed over ${n} MB and was stopped; simplify it and retry`,
  ],
  [
    /^文件解压后超过(\d+)MB，请使用导入模板$/,
    (n) => `the file inflates to over ${n} MB; please use the import template`,
  ],
  [/^表格超过(\d+)个单元格，请使用导入模板$/, (n) => `the sheet has over ${n} cells; please use the import template`],
  [
    /^文件解析超过([\d.]+)秒，已中止，请使用导入模板$/,
    (n) => `reading the file took over ${n} s and was stopped; please use the import template`,
  ],
  [
    /^文件解析所需内存超过(\d+)MB，已中止，请使用导入模板$/,
    (n) => `reading the file needed over ${n} MB and was stopped; please use the import template`,
  ],
  [/^供应商配件(.+)已作废$/, (p) => `Supplier part ${p} is voided`],
  [/^大客户不属于所选分公司（(.+)）$/, (x) => `The large customer is not in the chosen branch (${x})`],
  [/^服务商不属于所选分公司（(.+)）$/, (x) => `The service provider is not in the chosen branch (${x})`],
  [/^旧件(.+)不属于所选索赔单$/, (x) => `Core part ${x} is not in the chosen claims`],
  [
    /^旧件(.+)的回运数量不能大于索赔数量(.+)$/,
    (x, n) => `The return quantity of core part ${x} may not exceed the claimed quantity ${n}`,
  ],
  [/^旧件(.+)重复$/, (x) => `Core part ${x} is given twice`],
  [/^索赔单(.+)不存在$/, (x) => `Claim ${x} does not exist`],
  [/^配件(.+)不存在$/, (x) => `Part ${x} does not exist`],
  [/^错误信息：配件(.+)不可销售$/, (x) => `Error: part ${x} is not for sale`],
  [
    /^价格(.+)不是配件(.+)的价格选项（(.*)），请重新选择$/,
    (p, x, l) => `The price ${p} is not a price option of part ${x} (${list(l)}); please choose again`,
  ],
  [/^销售订单中没有配件(.+)$/, (x) => `The sales order has no part ${x}`],
  [/^第(\d+)行：(.*)$/, (n, m) => `Row ${n}: ${englishMessage(m)}`],
  // `${document}不存在` (server/business/common/session.ts notFound): only a document the table knows
  [/^(.+)不存在$/, (d) => (DOCUMENTS[d] ? `The ${DOCUMENTS[d]} does not exist` : undefined)],
];

/** The English of one of the gateway's fixed messages, or the message itself when it is none of them. */
export function englishMessage(message: string): string {
  const exact = EXACT[message];
  if (exact) return exact;
  const field = /^([A-Za-z][\w.[\]-]*): (.+)$/s.exec(message);
  if (field) {
    const rest = englishMessage(field[2]);
    return rest === field[2] ? message : `${field[1]}: ${rest}`;
  }
  for (const [re, to] of PATTERNS) {
    const m = re.exec(message);
    const english = m ? to(...m.slice(1)) : undefined;
    if (english !== undefined) return english;
  }
  return message;
}

/** The message in the caller's language: the `language` header en_US gets English, anything else the Chinese. */
export function messageFor(message: string, language: string | string[] | undefined): string {
  return language === 'en_US' ? englishMessage(message) : message;
}
