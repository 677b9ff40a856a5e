// THE permission check (000 §6) and the tool-bar rule (001 §6). Every renderer uses these two functions.

export interface Permission {
  action: string;
  describe?: string;
  /** 2 means "not a button" (000 §3). */
  type?: number | string;
  /** 0 means enabled (000 §3). */
  status?: number | string;
}

export interface PermissionSource {
  /** The permission list of the current flow node (document state), when the screen has one. */
  flowNodeList?: Permission[];
  /** The signed-in user's button permissions. */
  userList: Permission[];
  /** The system-wide list: an entry counts only with status 0. */
  systemList: Permission[];
}

// Type 2 entries are menu/data permissions, not buttons: a permission directive guards buttons, so we do
// not let a type-2 entry grant a button in the global lists. The flow-node list is the document's own
// state-specific grant and counts as given.
const isButton = (p: Permission): boolean => String(p.type ?? '') !== '2';
const isEnabled = (p: Permission): boolean => String(p.status ?? '') === '0';

/** True when the action may be shown: in the flow-node list, the user's buttons, or the enabled system list. */
export function hasPermission(action: string, source: PermissionSource): boolean {
  if (source.flowNodeList?.some((p) => p.action === action)) return true;
  if (source.userList.some((p) => p.action === action && isButton(p))) return true;
  return source.systemList.some((p) => p.action === action && isButton(p) && isEnabled(p));
}

/** 001 §6: a tool-bar button shows only when its label equals the describe of one of the route's permissions. */
export function toolbarAllowed(label: string, routePermissions: ReadonlyArray<{ describe?: string }>): boolean {
  return routePermissions.some((p) => p.describe === label);
}
