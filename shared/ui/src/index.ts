/**
 * The only door to antd: apps import components from here, so antd is shaken once and shared as one singleton.
 */
export {
  Affix,
  Alert,
  App as AntApp,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Radio,
  Rate,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  message,
  notification,
  theme,
} from 'antd';
export type { FormInstance, FormProps, MenuProps, TabsProps, ThemeConfig } from 'antd';
export * from './lazy.tsx';
export * from './theme.ts';
export * from './providers.tsx';
export * from './price.tsx';
export * from './image-with-fallback.tsx';
export * from './safe-html.tsx';
export * from './states.tsx';
export * from './swipe.ts';
export * from './swipeable-drawer.tsx';
export * from './icons.ts';
export * from './use-breakpoint.ts';
export * from './page-title.tsx';
export * from './use-end-marker.ts';
