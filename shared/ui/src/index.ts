/**
 * The only door to antd: apps import components from here, so antd is shaken once and shared as one singleton.
 */
export {
  Affix,
  Alert,
  Anchor,
  App as AntApp,
  AutoComplete,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Carousel,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Image,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
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
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Timeline,
  Tooltip,
  Typography,
  Upload,
  message,
  notification,
  theme,
} from 'antd';
export type { FormInstance, FormProps, MenuProps, TabsProps, ThemeConfig } from 'antd';
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
