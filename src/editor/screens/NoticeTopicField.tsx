import { SelectField } from '../ui/Field';

/**
 * A notice's topic, chosen from its collection's managed list (Notices › Topics), or none. A
 * topic that is no longer on the list (an older notice's) stays shown as it is until changed.
 */
export function TopicField({
  topics,
  collection,
  value,
  error,
  onChange,
}: {
  /** The collection's topics; null while they load. */
  topics: readonly string[] | null;
  collection: string;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}) {
  const unlisted = value !== '' && topics !== null && !topics.includes(value);
  return (
    <SelectField
      label="Topic"
      name="topic"
      value={value}
      onChange={onChange}
      error={error}
      hint={collection ? 'From the collection’s list of topics (Topics, above the notices); the sites’ topic filter offers it.' : 'Choose a collection first: each has its own topics.'}
      disabled={!collection || topics === null}
    >
      <option value="">No topic</option>
      {unlisted && <option value={value}>{value} (not on the list)</option>}
      {(topics ?? (value ? [value] : [])).map((topic) => (
        <option key={topic} value={topic}>
          {topic}
        </option>
      ))}
    </SelectField>
  );
}
