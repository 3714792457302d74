import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, ltrInText, TextWithData, Typography } from '@market/ui';
import type { ZoneVerdict } from './model.ts';
import type { PointPicker, StartPosition } from './use-point-picker.ts';

/** Six decimals: about ten centimetres. */
const coordinate = (n: number) => n.toFixed(6);

/** The geocoder could not be reached: what was typed stays, and the call can be made again. */
function Unavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('try.again')}
        </Button>
      }
    />
  );
}

/**
 * What a point picker's map shows, said in text: where the pin is, the address lookup's state (with a retry when
 * the geocoder is unreachable), whether the point is inside the shop's delivery zone, and why the map starts at the
 * default position.
 */
export function PointStatus({ picker, located, verdict }: { picker: PointPicker; located?: StartPosition; verdict: ZoneVerdict }) {
  const { t } = useTranslation('common');
  const { point, lookup } = picker.state;
  return (
    <Flex vertical gap={4} data-testid="point-status">
      {located?.refused && !point && <Alert type="info" showIcon title={t('map.located.default')} />}
      {point && (
        <Typography.Text type="secondary" data-testid="pin-point">
          <TextWithData>{t('map.point', { point: ltrInText(`${coordinate(point.latitude)}, ${coordinate(point.longitude)}`) })}</TextWithData>
        </Typography.Text>
      )}
      <div role="status" aria-live="polite">
        {lookup === 'looking' && <Typography.Text type="secondary">{t('map.lookup.looking')}</Typography.Text>}
        {lookup === 'not-found' && <Typography.Text type="warning">{t('not found')}</Typography.Text>}
      </div>
      {lookup === 'failed' && <Unavailable message={t('map.lookup.failed')} onRetry={picker.retry} />}
      {picker.searchFailed && <Unavailable message={t('map.search.failed')} onRetry={picker.retrySearch} />}
      {verdict === 'outside' && <Alert type="error" showIcon role="alert" title={t('map.zone.outside')} data-testid="zone-outside" />}
      {verdict === 'inside' && <Typography.Text>{t('map.zone.inside')}</Typography.Text>}
    </Flex>
  );
}
