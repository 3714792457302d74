/**
 * `@market/ui/extras`: cards, lists, tabs, menus, dropdowns, results, toasts, dividers and spaces, a shared module of its
 * own (see index.ts).
 */
import '../generated/extras.css';
export { App as AntApp, Card, Divider, Dropdown, List, Menu, Result, Space, Tabs, message, notification } from 'antd';
export type { MenuProps, TabsProps } from 'antd';
