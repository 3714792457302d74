/** `@market/ui/forms`: Form (with its validator), Switch, Rate, Segmented and the grid (Row, Col), a shared module of its own (see index.ts). */
import '../generated/forms.css';
export { Col, Form, Rate, Row, Segmented, Switch } from 'antd';
export type { FormInstance, FormProps } from 'antd';
