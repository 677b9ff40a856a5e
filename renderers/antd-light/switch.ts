// The switch back to antd's own components (README.md "The switch"): with it off, LightTable, LightPager,
// LightModal, LightButton and LightInput render antd's Table, Pagination, Modal, Button and Input, and the forms
// mount every field as a Formily field from the start (no stand-ins). On by default; off for a whole build with
// `VITE_ANTD_LIGHT=off` (read at build time), or for one tree with `<AntdLight.Provider value={false}>`.
import { createContext, useContext } from 'react';

/** The build's default: the copies, unless the portal was built with VITE_ANTD_LIGHT=off. */
export const LIGHT_BY_DEFAULT: boolean = import.meta.env.VITE_ANTD_LIGHT !== 'off';

/** Whether the copies render (true) or antd's own components (false). */
export const AntdLight = createContext<boolean>(LIGHT_BY_DEFAULT);

export const useAntdLight = (): boolean => useContext(AntdLight);
