import type { Input as AntdInput } from 'antd';
import BadgeModule from 'antd/es/badge/Badge';
import CheckboxModule from 'antd/es/checkbox/Checkbox';
import InputModule from 'antd/es/input/Input';
import LayoutModule from 'antd/es/layout/layout';
import PasswordModule from 'antd/es/input/Password';
import SearchModule from 'antd/es/input/Search';
import TextAreaModule from 'antd/es/input/TextArea';

/**
 * antd components with only the members the apps use, assembled as antd's own index modules assemble them: what no
 * page shows stays out of every first load. Their stylesheets are the whole components' (shared/ui/styles/generate.ts).
 */

/**
 * A module's default export as the bundler gives it; where antd's CommonJS build is loaded instead (the unit tests),
 * the default is the CommonJS exports, whose own `default` is the component.
 */
function esDefault<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

/** Layout (its Header, Footer, Content and Sider members unused; no page has a side bar: create-config.ts). */
export const Layout = esDefault(LayoutModule);

const InternalInput = esDefault(InputModule);
/** Input with Input.Search, Input.TextArea and Input.Password; without the one-time-code input and the old input group. */
export const Input = Object.assign(InternalInput, { Search: esDefault(SearchModule), TextArea: esDefault(TextAreaModule), Password: esDefault(PasswordModule) }) as typeof InternalInput &
  Pick<typeof AntdInput, 'Search' | 'TextArea' | 'Password'>;

/** Checkbox without Checkbox.Group (antd's mark of a checkbox kept: a form item reads it). */
export const Checkbox = Object.assign(esDefault(CheckboxModule), { __ANT_CHECKBOX: true });

/** Badge without Badge.Ribbon. */
export const Badge = esDefault(BadgeModule);
