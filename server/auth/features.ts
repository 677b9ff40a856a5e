// The feature switches of 000 §1 (service activity, online order, car, common login): all on unless FEATURES_OFF
// names them. A switched-off feature's menu entries leave every user's menu (it_manager's too) and the routes
// that serve only those entries answer 403 该功能未开启; commonLogin off refuses the password sign-in routes
// (the unified portal's ticket sign-in remains) and the login page shows only the 统一门户登录 link. The shell
// reads the switches from the public GET /api/features (docs/gateway.md "Feature switches", docs/shell.md).
export const FEATURES = ['serviceActivity', 'onlineOrder', 'car', 'commonLogin'] as const;
export type Feature = (typeof FEATURES)[number];
export type Features = Record<Feature, boolean>;

/** The menu entries (paths of schemas/menus) each switch gates; commonLogin gates sign-in, not a screen. */
export const FEATURE_MENUS: Record<Exclude<Feature, 'commonLogin'>, readonly string[]> = {
  // the service work done on a vehicle at a provider (维修单: labour, parts, faults; completing it makes a claim)
  serviceActivity: ['/repairOrderList', '/detail/repairOrder/:id'],
  // ordering parts from the maker online (配件销售订单 and its detail)
  onlineOrder: ['/WZorderThreeList', '/detail/saleOrder/:id'],
  // the vehicle master data the portal keeps (拖拉机品牌车辆)
  car: ['/admin/tractorVehicle'],
};

export const FEATURE_OFF = '该功能未开启';

/** FEATURES_OFF: a comma-separated list of switch names; anything else is refused (the gateway does not start). */
export function featuresOf(v: string | undefined, fail: (allowed: string) => Error): Features {
  const on: Features = { serviceActivity: true, onlineOrder: true, car: true, commonLogin: true };
  for (const raw of (v ?? '').split(',')) {
    const name = raw.trim();
    if (!name) continue;
    if (!(FEATURES as readonly string[]).includes(name))
      throw fail(
        `a comma-separated list of ${FEATURES.join(', ')} (the switches to turn off; unset: all on); "${name}" is none of these`,
      );
    on[name as Feature] = false;
  }
  return on;
}

/** The menu paths of the switched-off features. */
export function offPaths(features: Features): Set<string> {
  return new Set(
    Object.entries(FEATURE_MENUS)
      .filter(([f]) => !features[f as Feature])
      .flatMap(([, paths]) => paths),
  );
}

/** Whether a permission's grants ('/path' or '/path#action') all belong to switched-off features: a call shared
 * with a screen that is on stays open. */
export function servesOnlyOff(features: Features, grants: readonly string[]): boolean {
  const off = offPaths(features);
  return off.size > 0 && grants.length > 0 && grants.every((g) => off.has(g.split('#')[0]));
}
