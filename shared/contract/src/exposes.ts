/** Props of the modules the remotes expose. Pages take none: they read the URL and the bus. */
export type PageProps = Record<string, never>;

/** Home content: the shell picks the layout from settings ui_type (or ?v=) and hands it over. */
export interface HomeContentProps {
  layout: 1 | 2;
}

/** The address editor the shell opens (guest entry modal, first-visit "no", add from the selector). */
export interface AddressEditorProps {
  open: boolean;
  onClose: () => void;
  /** An address id to edit; none creates a new one. */
  addressId?: number;
}
