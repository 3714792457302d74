/** `@market/ui/forms`: Form (with its validator) and Switch, Rate, Segmented, a shared module of its own (see index.ts). */
import '../generated/forms.css';
export { Form, Rate, Segmented, Switch } from 'antd';
export type { FormInstance, FormProps } from 'antd';
