// The floor to beat in `npm run bench:lighthouse`: a bare React + antd page (a header with search, 12 cards) with
// antd's defaults (styles built in the browser), nothing of ours. Built and served by floor.ts in the same run.
import { createRoot } from 'react-dom/client';
import { Card, Col, Input, Layout, Row, Typography } from 'antd';

function Page() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff' }}>
        <Typography.Text strong>Market</Typography.Text>
        <Input.Search placeholder="Search shops and products" aria-label="Search" style={{ maxWidth: 480 }} />
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Typography.Title>What would you like today?</Typography.Title>
        <Row gutter={[16, 16]}>
          {Array.from({ length: 12 }, (_, i) => (
            <Col key={i} xs={24} sm={12} md={8} lg={6}>
              <Card title={`Shop ${i + 1}`}>
                <Typography.Paragraph>Delivered in 20–30 min. Free delivery over $20.</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
