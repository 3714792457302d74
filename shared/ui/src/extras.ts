/** `@market/ui/extras`: cards, lists, tabs, menus, dropdowns, results and toasts, a shared module of its own (see index.ts). */
import '../generated/extras.css';
export { App as AntApp, Card, Dropdown, List, Menu, Result, Tabs, message, notification } from 'antd';
export type { MenuProps, TabsProps } from 'antd';
