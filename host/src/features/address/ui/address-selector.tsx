import { startTransition, useEffect, useEffectEvent, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $address, $session, addressChanged, addressPickerRequested } from '@market/bus';
import { REMOTE_WIDGETS, type AddressEditorProps } from '@market/contract';
import { addressesChanged } from '@market/http';
import { afterFirstPaint, Button, DataText, Drawer, EnvironmentOutlined, Flex, PlainText, Popover, preloadable, Skeleton, SwipeableDrawer, Typography, useIsDesktop, whenIdleWithNoPanelOpen } from '@market/ui';
import { Panel } from '../../../lib/panel.tsx';
import { RemoteModule } from '../../remote/index.ts';
import { currentPosition, NOT_FOUND, storedAddress } from '../model/address.ts';
import { reverseGeocode, useAddresses } from '../api/addresses.ts';

/**
 * The saved addresses' list: its code comes once a signed-in shopper's page is shown and the browser idle (see
 * AddressSelector), so the tap that opens the panel renders the list at once. Loaded on that tap, its script went
 * into the document in the tap's task, the panel opened on a skeleton, and the list's arrival rendered and aligned
 * the panel a second time.
 */
const SavedList = preloadable<{ onAdd: () => void }>(() => import('./saved-addresses.tsx'), <Skeleton active paragraph={{ rows: 3 }} style={{ minWidth: 280 }} />);

/**
 * The first visit with no address: ask for the device position (a refusal gives the default one), turn it into
 * a readable address, store it and ask 'order.for.address'.
 */
function useFirstVisit(onLocated: () => void, inDrawer: boolean) {
  const { signedIn } = useUnit($session);
  const saved = useAddresses();
  const started = useRef(false);
  const waiting = signedIn && saved.isPending;
  const hasSaved = signedIn && (saved.data ?? []).some((a) => a.active);
  useEffect(() => {
    if (started.current || waiting || hasSaved || storedAddress()) return;
    started.current = true;
    // The confirmation shows in a drawer on a phone: its code comes while the address is looked up, not after.
    if (inDrawer) void Drawer.preload().catch(() => undefined);
    void (async () => {
      const location = await currentPosition();
      const address = await reverseGeocode(location);
      addressChanged({ address, location });
      onLocated();
    })();
  }, [waiting, hasSaved, onLocated, inDrawer]);
}

/**
 * A signed-in shopper's saved addresses in the header's panel, with its open state of its own: the tap that opens it
 * renders this panel alone, not the whole selector (its button, the first visit's confirmation popover and their hooks
 * were rendered again in the task that shows the panel). `onAdd`, the same function at each render, opens the address
 * entry, the panel closed.
 */
function SavedAddressesPanel({ title, trigger, ahead, onAdd }: { title: string; trigger: ReactElement<{ onClick?: (e: MouseEvent<HTMLElement>) => void }>; ahead: boolean; onAdd: () => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => addressPickerRequested.watch(() => setOpen(true)).unsubscribe, []);
  // The same function at each render: the list (memoized), rendered ahead in the panel, is not rendered again by the
  // tap that opens it.
  const addFromList = useRef(() => {
    setOpen(false);
    onAdd();
  }).current;
  return (
    <Panel open={open} onOpenChange={setOpen} title={title} trigger={trigger} ahead={ahead}>
      <SavedList onAdd={addFromList} />
    </Panel>
  );
}

/** The header's delivery address: guests get the address entry modal, signed-in users their saved list. */
export function AddressSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('host');
  const desktop = useIsDesktop();
  const client = useQueryClient();
  const [address, session] = useUnit([$address, $session]);
  const saved = useAddresses();
  const [editor, setEditor] = useState<{ open: boolean; used: boolean }>({ open: false, used: false });
  const [confirm, setConfirm] = useState(false);
  const openEditor = useRef(() => setEditor({ open: true, used: true })).current;
  const onLocated = useRef(() => setConfirm(true)).current;
  useFirstVisit(onLocated, !desktop);

  // A signed-in user's active saved address is the one on the bus. It is put there when the saved list changes, not
  // when the bus's address does: an address just picked must not be set back to the saved one before the list
  // follows. So the bus's address is read (latest) by an effect event, not a dependency.
  const activeSaved = saved.data?.find((a) => a.active);
  const publishActive = useEffectEvent((active: typeof activeSaved) => {
    if (active && active.id !== address?.id) {
      addressChanged({ id: active.id, title: active.title, address: active.address.address, location: active.location });
    }
  });
  useEffect(() => publishActive(activeSaved), [activeSaved]);

  // Once the list's code is in and the browser idle again, the panel is rendered closed ahead of the first tap (Panel's
  // `ahead`): a desktop's popover (its portal, the popup and the list, hidden, and the popup's scroll containers found:
  // rc-trigger reads each ancestor's computed style for them), a phone's bottom sheet (the Drawer's code with the
  // list's: the tap that opened it waited for that download, then built the drawer and the list in one task), so the
  // tap's task only shows it.
  const [ahead, setAhead] = useState(false);
  useEffect(() => {
    if (!session.signedIn) return undefined;
    let cancelled = false;
    let cancelIdle: (() => void) | undefined;
    const cancel = afterFirstPaint(() =>
      Promise.all([SavedList.preload(), desktop ? undefined : Drawer.preload()]).then(
        () => {
          if (!cancelled) cancelIdle = whenIdleWithNoPanelOpen(() => startTransition(() => setAhead(true)));
        },
        () => undefined,
      ),
    );
    return () => {
      cancelled = true;
      cancel();
      cancelIdle?.();
    };
  }, [session.signedIn, desktop]);

  // A signed-in shopper's saved list opens itself (SavedAddressesPanel); a guest gets the address entry.
  useEffect(() => (session.signedIn ? undefined : addressPickerRequested.watch(openEditor).unsubscribe), [session.signedIn, openEditor]);

  const text = !address ? t('address.choose') : address.address === NOT_FOUND ? t('common:not found') : address.title || address.address;
  const button = (
    <Button
      type="text"
      icon={<EnvironmentOutlined />}
      aria-label={t('address.label', { address: text })}
      aria-haspopup="dialog"
      onClick={session.signedIn ? undefined : openEditor}
      style={{ maxWidth: compact ? '100%' : 280, justifyContent: 'flex-start' }}
    >
      <PlainText ellipsis style={{ color: 'inherit' }}>
        {text}
      </PlainText>
    </Button>
  );

  const confirmation = (
    <Flex vertical gap={8} style={{ maxWidth: 300 }} data-testid="address-confirmation">
      <Typography.Text strong>{t('order.for.address')}</Typography.Text>
      <Typography.Text>
        <DataText>{text}</DataText>
      </Typography.Text>
      <Flex gap={8} justify="end">
        <Button
          onClick={() => {
            setConfirm(false);
            addressPickerRequested();
          }}
        >
          {t('common:no')}
        </Button>
        <Button type="primary" onClick={() => setConfirm(false)}>
          {t('common:yes')}
        </Button>
      </Flex>
    </Flex>
  );

  const selector = session.signedIn ? (
    <SavedAddressesPanel title={t('address.saved')} trigger={button} ahead={ahead} onAdd={openEditor} />
  ) : (
    button
  );

  return (
    <>
      {desktop ? (
        <Popover open={confirm} trigger={[]} content={confirmation} placement="bottomLeft">
          <span style={{ display: 'inline-flex', minWidth: 0, maxWidth: '100%' }}>{selector}</span>
        </Popover>
      ) : (
        <>
          {selector}
          <SwipeableDrawer open={confirm} onClose={() => setConfirm(false)} title={t('address.delivery')}>
            {confirmation}
          </SwipeableDrawer>
        </>
      )}
      {editor.used && (
        <RemoteModule<AddressEditorProps>
          remote={REMOTE_WIDGETS.addressEditor.remote}
          module={REMOTE_WIDGETS.addressEditor.module}
          compact
          loading={null}
          props={{
            open: editor.open,
            onClose: () => {
              setEditor({ open: false, used: true });
              if (session.signedIn) void addressesChanged(client);
            },
          }}
        />
      )}
    </>
  );
}
