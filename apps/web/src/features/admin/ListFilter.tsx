import { TextField } from '../../components/TextField';

interface ListFilterProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** Narrows a long admin list as the admin types. */
export function ListFilter({ label, placeholder, value, onChange }: ListFilterProps) {
  return <TextField type="search" label={label} placeholder={placeholder} value={value} onChange={onChange} autoComplete="off" className="max-w-md" />;
}
