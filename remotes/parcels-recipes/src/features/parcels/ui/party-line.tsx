import { DataText } from '@market/ui';

/** A sender or a recipient in one line: name, phone — address, each in its own direction. */
export function PartyLine({ name, phone, address }: { name: string; phone: string; address: string }) {
  return (
    <>
      <DataText>{name}</DataText>, <DataText>{phone}</DataText> — <DataText>{address}</DataText>
    </>
  );
}
