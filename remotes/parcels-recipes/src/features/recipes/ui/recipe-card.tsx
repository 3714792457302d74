import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@market/contract';
import { ClockCircleOutlined, Flex, ImageWithFallback, PlainText, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';

export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation('parcels-recipes');
  return (
    <li style={{ listStyle: 'none' }}>
      <Link to={`/recipes/${recipe.id}`} style={{ display: 'block' }}>
        <Card
          hoverable
          cover={<ImageWithFallback src={recipe.img} alt="" width="100%" height={160} style={{ objectFit: 'cover' }} />}
          styles={{ body: { padding: 12 } }}
        >
          <PlainText strong ellipsis>
            {recipe.translation.title}
          </PlainText>
          <Flex gap={12} wrap>
            <Typography.Text type="secondary">
              <ClockCircleOutlined aria-hidden /> {t('recipe.minutes', { n: recipe.total_time })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('recipe.kcal', { n: recipe.calories })}</Typography.Text>
          </Flex>
        </Card>
      </Link>
    </li>
  );
}
