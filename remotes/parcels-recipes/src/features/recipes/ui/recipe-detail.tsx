import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { addToCartRequested, toastShown } from '@market/bus';
import type { Nutrition, Recipe } from '@market/contract';
import { Button, DataText, Descriptions, Flex, ImageWithFallback, Price, SafeHtml, ShoppingCartOutlined, Table, Typography, useCountFormat } from '@market/ui';
import { Col, Row } from '@market/ui/forms';
import { Card } from '@market/ui/extras';
import { ingredientRequests } from '../model/ingredients.ts';

export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation('parcels-recipes');
  const count = useCountFormat();
  const requests = ingredientRequests(recipe);
  const addAll = () => {
    requests.forEach((r) => addToCartRequested(r));
    toastShown({ kind: 'success', message: t('recipe.added', { n: requests.length }) });
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={10}>
        <ImageWithFallback
          src={recipe.img}
          alt={recipe.translation.title}
          width="100%"
          height={280}
          loading="eager"
          style={{ objectFit: 'cover', borderRadius: 12, display: 'block' }}
        />
        {recipe.translation.description && (
          <Typography.Paragraph style={{ marginBlockStart: 12 }}>
            <DataText>{recipe.translation.description}</DataText>
          </Typography.Paragraph>
        )}
        {recipe.shop && (
          <Typography.Paragraph>
            {t('recipe.from')} <Link to={`/shop/${recipe.shop.id}`}>
              <DataText>{recipe.shop.translation.title}</DataText>
            </Link>
          </Typography.Paragraph>
        )}
        <Descriptions
          size="small"
          column={2}
          bordered
          items={[
            { key: 'active', label: t('recipe.active'), children: t('recipe.minutes', { n: recipe.active_time }) },
            { key: 'total', label: t('recipe.total'), children: t('recipe.minutes', { n: recipe.total_time }) },
            { key: 'servings', label: t('recipe.servings'), children: count(recipe.servings) },
            { key: 'calories', label: t('recipe.calories'), children: t('recipe.kcal', { n: recipe.calories }) },
          ]}
        />
      </Col>
      <Col xs={24} md={14}>
        <section aria-labelledby="recipe-ingredients">
          <Typography.Title level={2} id="recipe-ingredients" style={{ fontSize: 20 }}>
            {t('recipe.ingredients')}
          </Typography.Title>
          <SafeHtml html={recipe.ingredient?.title ?? ''} />
          {requests.length > 0 && (
            <Card size="small" style={{ marginBlockEnd: 16 }}>
              <ul aria-label={t('recipe.products')} style={{ padding: 0, margin: 0 }}>
                {recipe.stocks.map((s) => (
                  <li key={s.id} style={{ listStyle: 'none', paddingBlock: 4 }}>
                    <Flex gap={8} align="center" justify="space-between">
                      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                        <ImageWithFallback src={s.product.img} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 6 }} />
                        <Typography.Text ellipsis>
                          <DataText>{s.product.translation.title}</DataText> × {count(Math.max(1, s.min_quantity || 1))}
                        </Typography.Text>
                      </Flex>
                      {s.quantity > 0 ? <Price value={s.total_price ?? s.price} /> : <Typography.Text type="secondary">{t('recipe.out')}</Typography.Text>}
                    </Flex>
                  </li>
                ))}
              </ul>
              <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={addAll} block style={{ marginBlockStart: 8 }}>
                {t('recipe.add')}
              </Button>
            </Card>
          )}
        </section>
        <section aria-labelledby="recipe-instructions">
          <Typography.Title level={2} id="recipe-instructions" style={{ fontSize: 20 }}>
            {t('recipe.instructions')}
          </Typography.Title>
          <SafeHtml html={recipe.instruction?.title ?? ''} />
        </section>
        {recipe.nutritions.length > 0 && (
          <section aria-labelledby="recipe-nutrition">
            <Typography.Title level={2} id="recipe-nutrition" style={{ fontSize: 20 }}>
              {t('recipe.nutrition')}
            </Typography.Title>
            <Table
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={recipe.nutritions.map((n: Nutrition) => ({ id: n.id, name: <DataText>{n.translation.title}</DataText>, weight: n.weight, pct: `${n.percentage}%` }))}
              columns={[
                { key: 'name', title: t('recipe.nutrient'), dataIndex: 'name' },
                { key: 'weight', title: t('recipe.weight'), dataIndex: 'weight' },
                { key: 'pct', title: t('recipe.daily'), dataIndex: 'pct' },
              ]}
            />
          </section>
        )}
      </Col>
    </Row>
  );
}
