// The floor of `npm run bench:inp`: the bare React + antd page of page.tsx grown into the shopper's interactions, with
// antd's defaults (styles built in the browser, the theme switched by re-rendering under another algorithm), one
// component's state, nothing of ours. Each control has the name the app gives it, so the benchmark's steps drive both
// alike: the header search (results as typed), shops (/), a shop (/shop/1) with products whose dialog has add-ons, a
// quantity and Add to cart, the cart's drawer with quantities and Go to checkout (/checkout), the address panel,
// language and currency, the theme.
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge, Button, Card, Col, ConfigProvider, Drawer, Flex, Input, Layout, List, Modal, Popover, Radio, Row, Select, Typography, theme } from 'antd';
import { MinusOutlined, MoonOutlined, PlusOutlined, ShoppingCartOutlined, SunOutlined } from '@ant-design/icons';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import arEG from 'antd/es/locale/ar_EG';

const TEXT = {
  en: { title: 'What would you like today?', search: 'Search', placeholder: 'Search shops and products', checkout: 'Checkout', go: 'Go to checkout', add: 'Add to cart', addons: 'Add-ons' },
  fr: { title: "Qu'aimeriez-vous aujourd'hui ?", search: 'Rechercher', placeholder: 'Rechercher des boutiques et des produits', checkout: 'Commande', go: 'Passer la commande', add: 'Ajouter au panier', addons: 'Suppléments' },
  ar: { title: 'ماذا تريد اليوم؟', search: 'بحث', placeholder: 'ابحث عن المتاجر والمنتجات', checkout: 'الدفع', go: 'إلى الدفع', add: 'أضف إلى السلة', addons: 'إضافات' },
};
type Lang = keyof typeof TEXT;
const LOCALES = { en: enUS, fr: frFR, ar: arEG };
const SHOPS = Array.from({ length: 12 }, (_, i) => `Shop ${i + 1}`);
const PRODUCTS = ['Pizza Margherita', 'Pizza Diavola', 'Pasta', 'Salad', 'Burger', 'Fries', 'Soup', 'Cake', 'Coffee', 'Tea', 'Juice', 'Water'].map((title, i) => ({ id: i + 1, title, price: 5 + i }));
const ADDONS = ['Cheese', 'Olives', 'Basil'];
type Line = { id: number; title: string; price: number; quantity: number };

const go = (path: string, set: (p: string) => void) => {
  history.pushState(null, '', path);
  set(path);
};

function Stepper({ label, value, min, onChange, names = [`Fewer: ${label}`, `More: ${label}`] }: { label: string; value: number; min: number; onChange: (v: number) => void; names?: [string, string] }) {
  return (
    <Flex align="center" gap={8} role="group" aria-label={label}>
      <Button size="small" shape="circle" icon={<MinusOutlined />} aria-label={names[0]} disabled={value <= min} onClick={() => onChange(value - 1)} />
      <output>{value}</output>
      <Button size="small" shape="circle" icon={<PlusOutlined />} aria-label={names[1]} onClick={() => onChange(value + 1)} />
    </Flex>
  );
}

function ProductDialog({ product, text, onClose, onAdd }: { product: (typeof PRODUCTS)[number] | null; text: (typeof TEXT)[Lang]; onClose: () => void; onAdd: (l: Line) => void }) {
  const [quantity, setQuantity] = useState(1);
  const [addons, setAddons] = useState<Record<string, number>>({});
  const total = product ? product.price * quantity + Object.values(addons).reduce((a, b) => a + b, 0) : 0;
  return (
    <Modal open={Boolean(product)} title={product?.title} onCancel={onClose} footer={null} destroyOnHidden>
      {product && (
        <Flex vertical gap={16}>
          <div style={{ height: 260, background: '#ddd', borderRadius: 8 }} />
          <Typography.Text strong>${product.price.toFixed(2)}</Typography.Text>
          <Typography.Text strong>{text.addons}</Typography.Text>
          {ADDONS.map((a) => (
            <Flex key={a} justify="space-between">
              <span>{a} +$1.00</span>
              <Stepper label={a} value={addons[a] ?? 0} min={0} onChange={(v) => setAddons({ ...addons, [a]: v })} />
            </Flex>
          ))}
          <Flex justify="space-between" align="center">
            <Stepper label="Quantity" value={quantity} min={1} onChange={setQuantity} />
            <Button type="primary" size="large" onClick={() => onAdd({ ...product, quantity })}>
              {text.add} · ${total.toFixed(2)}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}

function Page() {
  const [path, setPath] = useState(location.pathname);
  const [lang, setLang] = useState<Lang>('en');
  const [dark, setDark] = useState(false);
  const [q, setQ] = useState('');
  // A product linked to (?product=<id>) opens with the page.
  const [product, setProduct] = useState<(typeof PRODUCTS)[number] | null>(() => PRODUCTS.find((p) => String(p.id) === new URLSearchParams(location.search).get('product')) ?? null);
  const [cart, setCart] = useState<Line[]>([{ ...PRODUCTS[0]!, quantity: 3 }]);
  const [cartOpen, setCartOpen] = useState(false);
  const text = TEXT[lang];
  const count = cart.reduce((n, l) => n + l.quantity, 0);
  const results = q.trim() ? [...SHOPS, ...PRODUCTS.map((p) => p.title)].filter((t) => t.toLowerCase().includes(q.trim().toLowerCase())) : [];
  const link = (to: string, label: string, onClick?: () => void) => (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        if (onClick) onClick();
        else go(to, setPath);
      }}
    >
      {label}
    </a>
  );
  return (
    <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }} locale={LOCALES[lang]} direction={lang === 'ar' ? 'rtl' : 'ltr'}>
      <Shell dark={dark}>
        <ThemedHeader>
          <Typography.Text strong>{link('/', 'Market')}</Typography.Text>
          <Popover trigger="click" title="Saved addresses" content={<Radio.Group options={['Washington', '1700 15th St NW', '2 K St']} defaultValue="Washington" />}>
            <Button aria-label="Delivery address: Washington">Washington</Button>
          </Popover>
          <Input.Search placeholder={text.placeholder} aria-label={text.search} value={q} onChange={(e) => setQ(e.target.value)} style={{ maxWidth: 480 }} allowClear />
          <Popover
            trigger="click"
            content={
              <Flex vertical gap={8}>
                <Select aria-label="Language" value={lang} onChange={(v: Lang) => (setLang(v), (document.documentElement.lang = v))} options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }, { value: 'ar', label: 'العربية' }]} style={{ width: 160 }} />
                <Select aria-label="Currency" defaultValue="USD" options={[{ value: 'USD' }, { value: 'EUR' }]} />
              </Flex>
            }
          >
            <Button aria-label="Language and currency">{lang.toUpperCase()}</Button>
          </Popover>
          <Button type="text" aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'} icon={dark ? <SunOutlined /> : <MoonOutlined />} onClick={() => setDark(!dark)} />
          <Badge count={count}>
            <Button aria-label={`Cart, ${count} items`} icon={<ShoppingCartOutlined />} onClick={() => setCartOpen(true)} />
          </Badge>
        </ThemedHeader>
        <Layout.Content style={{ padding: 16 }}>
          {results.length > 0 && (
            <section aria-label="Search results">
              <Typography.Title level={2}>Results for “{q}”</Typography.Title>
              <List dataSource={results} renderItem={(r) => <List.Item>{r}</List.Item>} />
            </section>
          )}
          {path.startsWith('/checkout') ? (
            <>
              <Typography.Title>{text.checkout}</Typography.Title>
              <List dataSource={cart} renderItem={(l) => <List.Item>{`${l.title} × ${l.quantity}`}</List.Item>} />
            </>
          ) : path.startsWith('/shop') ? (
            <>
              <Typography.Title>{SHOPS[Number(path.split('/')[2] ?? 1) - 1] ?? SHOPS[0]}</Typography.Title>
              <Row gutter={[16, 16]}>
                {PRODUCTS.map((p) => (
                  <Col key={p.id} xs={24} sm={12} md={8}>
                    <Card>{link(`${path}?product=${p.id}`, p.title, () => setProduct(p))} ${p.price.toFixed(2)}</Card>
                  </Col>
                ))}
              </Row>
            </>
          ) : (
            <>
              <Typography.Title>{text.title}</Typography.Title>
              <Row gutter={[16, 16]}>
                {SHOPS.map((s, i) => (
                  <Col key={s} xs={24} sm={12} md={8} lg={6}>
                    <article aria-label={s}>
                      <Card title={link(`/shop/${i + 1}`, s)}>
                        <Typography.Paragraph>Delivered in 20–30 min. Free delivery over $20.</Typography.Paragraph>
                      </Card>
                    </article>
                  </Col>
                ))}
              </Row>
            </>
          )}
        </Layout.Content>
        <ProductDialog
          product={product}
          text={text}
          onClose={() => setProduct(null)}
          onAdd={(l) => {
            setCart((c) => (c.some((x) => x.id === l.id) ? c.map((x) => (x.id === l.id ? { ...x, quantity: x.quantity + l.quantity } : x)) : [...c, l]));
            setProduct(null);
          }}
        />
        <Drawer open={cartOpen} onClose={() => setCartOpen(false)} title="Cart">
          <List
            dataSource={cart}
            renderItem={(l) => (
              <List.Item>
                <span>{l.title}</span>
                <Stepper label={l.title} names={[`Decrease quantity of ${l.title}`, `Increase quantity of ${l.title}`]} value={l.quantity} min={0} onChange={(v) => setCart(cart.map((x) => (x.id === l.id ? { ...x, quantity: v } : x)))} />
              </List.Item>
            )}
          />
          <Button type="primary" block onClick={() => (setCartOpen(false), go('/checkout', setPath))}>
            {text.go}
          </Button>
        </Drawer>
      </Shell>
    </ConfigProvider>
  );
}

/** The header in the theme's colours: what the theme switch is seen by. */
function ThemedHeader({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '10px 16px', background: token.colorBgContainer }}>{children}</header>;
}

/** The page's surface in the theme's colours (the header's background is what the theme switch is seen by). */
function Shell({ children, dark }: { children: ReactNode; dark: boolean }) {
  const { token } = theme.useToken();
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  return <Layout style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>{children}</Layout>;
}

createRoot(document.getElementById('root')!).render(<Page />);
