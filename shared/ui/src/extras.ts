/**
 * `@market/ui/extras`: cards, lists, tabs, menus, dropdowns, results, toasts, dividers and spaces, a shared module of its
 * own (see index.ts), and our RecordList (the account's lists of bookings and parcels: no first paint shows one).
 */
import '../generated/extras.css';
export { App as AntApp, Card, Divider, Dropdown, List, Menu, Result, Space, Tabs, message, notification } from 'antd';
export type { MenuProps, TabsProps } from 'antd';
export * from './record-list.tsx';
