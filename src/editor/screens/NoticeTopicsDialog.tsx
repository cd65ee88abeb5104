import { useState, type FormEvent } from 'react';
import { NOTICE_COLLECTIONS, NoticeTopicName, routes, type NoticeTopic } from '../../core/contracts';
import { ApiError, type Api } from '../api.client';
import { focusFirstInvalid } from '../field-errors';
import { Dialog } from '../ui/Dialog';
import { SelectField, TextField } from '../ui/Field';
import { ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { collectionLabel, isCollection, type NoticeCollection } from './notice-list';

type Status = { kind: 'success' | 'error'; text: string } | null;

/** The message beside a topic name field: the contract's check, or the server's answer. */
function nameProblem(name: string): string | null {
  const parsed = NoticeTopicName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter the topic');
}
const messageOf = (error: unknown) => (error instanceof ApiError ? (error.issues[0]?.message ?? error.message) : error instanceof Error ? error.message : String(error));

/**
 * The managed list of topics of each collection (issue 25 item 1): the notice form offers only
 * these. Every editor sees the lists; Super Users and Admins add, rename (the notices that have
 * the topic are renamed with it) and remove topics that no notice has.
 */
export function NoticeTopicsDialog({ api, canManage, collection: initial, onClose }: { api: Api; canManage: boolean; collection: NoticeCollection | ''; onClose(): void }) {
  const [collection, setCollection] = useState<NoticeCollection>(initial || NOTICE_COLLECTIONS[0]);
  const [state, reload] = useLoad(async () => (await api.call(routes.listManagedNoticeTopics, { query: { collection } })).topics, collection);
  const [status, setStatus] = useState<Status>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ topic: NoticeTopic; name: string; error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const label = collectionLabel(collection);

  async function run(work: () => Promise<string>, onError: (message: string) => void) {
    setBusy(true);
    try {
      const done = await work();
      await reload();
      setStatus({ kind: 'success', text: done });
      return true;
    } catch (error) {
      onError(messageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return focusFirstInvalid(form);
    const added = await run(
      async () => {
        const { topic } = await api.call(routes.createNoticeTopic, { body: { collection, name } });
        return `Added the topic “${topic.name}” to ${label}.`;
      },
      (message) => {
        setNameError(message);
        focusFirstInvalid(form);
      },
    );
    if (added) setName('');
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming) return;
    const form = event.currentTarget;
    const problem = nameProblem(renaming.name);
    if (problem) {
      setRenaming({ ...renaming, error: problem });
      return focusFirstInvalid(form);
    }
    const done = await run(
      async () => {
        const { topic } = await api.call(routes.renameNoticeTopic, { params: { id: renaming.topic.id }, body: { name: renaming.name } });
        return `Renamed the topic “${renaming.topic.name}” to “${topic.name}”${topic.notices > 0 ? `, and its ${topic.notices.toLocaleString('en-US')} notice(s) with it` : ''}.`;
      },
      (message) => {
        setRenaming({ ...renaming, error: message });
        focusFirstInvalid(form);
      },
    );
    if (done) setRenaming(null);
  }

  const remove = (topic: NoticeTopic) =>
    run(
      async () => {
        await api.call(routes.deleteNoticeTopic, { params: { id: topic.id } });
        return `Removed the topic “${topic.name}” from ${label}.`;
      },
      (message) => setStatus({ kind: 'error', text: `The topic “${topic.name}” was not removed: ${message}` }),
    );

  const topics = state.status === 'ready' ? state.data : null;
  return (
    <Dialog title="Notice topics" size="wide" onClose={onClose}>
      <p className="admin-muted">
        Each collection has its own list of topics; a notice’s topic is one of its collection’s, and the sites’ topic filters offer them.
        {canManage
          ? ' Renaming a topic renames it on its notices too; a topic that notices have cannot be removed.'
          : ' Adding, renaming and removing topics is for Super Users and Admins (CMSTWO Super User, CMSTWO Admin).'}
      </p>
      <SelectField
        label="Collection"
        value={collection}
        onChange={(e) => {
          if (!isCollection(e.target.value)) return;
          setCollection(e.target.value);
          setRenaming(null);
          setStatus(null);
        }}
      >
        {NOTICE_COLLECTIONS.map((c) => (
          <option key={c} value={c}>
            {collectionLabel(c)}
          </option>
        ))}
      </SelectField>
      <Notice notice={status} />
      {state.status === 'loading' && <Loading>Loading topics…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {topics && topics.length === 0 && <p className="admin-muted">{label} has no topics yet.</p>}
      {topics && topics.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--notice-topics">
            <caption className="admin-visually-hidden">Topics of {label}</caption>
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Notices</th>
                {canManage && (
                  <th scope="col">
                    <span className="admin-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {topics.map((topic) => (
                <tr key={topic.id} data-topic={topic.name}>
                  <th scope="row">
                    {renaming?.topic.id === topic.id ? (
                      <form onSubmit={rename} noValidate className="notice-topic-rename">
                        <TextField
                          label={`New name for “${topic.name}”`}
                          value={renaming.name}
                          maxLength={120}
                          autoComplete="off"
                          error={renaming.error}
                          onChange={(e) => setRenaming({ ...renaming, name: e.target.value, error: null })}
                          data-autofocus
                        />
                        <button type="submit" className="admin-button admin-button--small admin-button--primary" disabled={busy}>
                          Save name
                        </button>{' '}
                        <button type="button" className="admin-button admin-button--small" onClick={() => setRenaming(null)}>
                          Cancel
                        </button>
                      </form>
                    ) : (
                      topic.name
                    )}
                  </th>
                  <td>{topic.notices.toLocaleString('en-US')}</td>
                  {canManage && (
                    <td className="admin-table__actions">
                      {renaming?.topic.id !== topic.id && (
                        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => setRenaming({ topic, name: topic.name, error: null })}>
                          Rename<span className="admin-visually-hidden"> topic {topic.name}</span>
                        </button>
                      )}{' '}
                      <button
                        type="button"
                        className="admin-button admin-button--small admin-button--danger-ghost"
                        disabled={busy}
                        onClick={() => void remove(topic)}
                      >
                        Remove<span className="admin-visually-hidden"> topic {topic.name}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage && (
        <form onSubmit={add} noValidate className="notice-topic-add">
          <TextField
            label={`New topic for ${label}`}
            name="topicName"
            value={name}
            maxLength={120}
            autoComplete="off"
            error={nameError}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            Add topic
          </button>
        </form>
      )}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
