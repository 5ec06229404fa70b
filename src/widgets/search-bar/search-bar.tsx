import { LocationModal } from '../../ui/location-modal';
import { useDialogHost } from '../../ui/dialog-host';
import { SearchForm } from '../../ui/search-form';
import { classes } from './search-bar.css';

export interface SearchBarProps {
  query?: string;
  searchType?: string;
}

/** lapasar-search-bar: search by product or by seller, gated on the location. */
export function SearchBarView({ query, searchType }: SearchBarProps) {
  // Alone on a page it must still be able to ask for the location it needs.
  const hostsLocation = useDialogHost('location');
  return (
    <>
      <SearchForm classes={classes} query={query} type={searchType} />
      {hostsLocation && <LocationModal />}
    </>
  );
}
