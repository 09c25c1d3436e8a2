import type { Paged } from '@kalam/core/api';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormActions } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { useToast } from '../../../components/toast';
import type { useFormErrors } from '../../../lib/use-form-errors';
import type { Pager } from '../../../lib/use-paging';
import '../i18n';

/** What a panel lists; its texts are `admin.{name}s.*` and its test ids `new-{name}`, `admin-{name}s`, `{name}-row`, `{name}-form`, `{name}-submit`. */
type Name = 'plan' | 'coupon' | 'invite';

/** A column: its heading (also the cell's name on phones), the cell's content and any classes of its own. */
interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/**
 * Things an admin makes, edits and deletes: a "new" button, the list's loading, failed and empty states, a table whose
 * rows end with edit (where `canEdit`) and delete, pages when `pager` is given, then the form or the confirmation.
 */
export function AdminPanel<T extends { id: number }>({
  name,
  query,
  columns,
  pager,
  canEdit,
  form,
  useRemove,
  removeBody,
  removed,
}: {
  name: Name;
  query: UseQueryResult<Paged<T>>;
  columns: Column<T>[];
  pager?: (total: number) => Pager;
  canEdit?: (item: T) => boolean;
  /** the new (no item) or edit form, closed by `onClose` */
  form: (item: T | undefined, onClose: () => void) => ReactNode;
  useRemove: () => UseMutationResult<T, Error, number>;
  removeBody: (item: T) => string;
  /** the toast after a delete: the server answers the item as it was, or as it keeps it when something refers to it */
  removed: (before: T, after: T) => string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const texts = `admin.${name}s`;
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <button type="button" className="btn-primary" data-testid={`new-${name}`} onClick={() => setEditing('new')}>
          {t(`${texts}.new`)}
        </button>
      </div>
      <QueryState query={query} error={t(`${texts}.error`)} empty={({ total }) => total === 0 && t(`${texts}.empty`)}>
        {({ list, total }) => (
          <div>
            <div className="relative md:card md:overflow-x-auto">
              <table className={TABLE} data-testid={`admin-${name}s`}>
                <TableHead caption={t(`${texts}.title`)} labels={columns.map((c) => c.label)} actions={t('admin.common.actions')} />
                <tbody className={BODY}>
                  {list.map((item) => (
                    <tr key={item.id} className={ROW} data-testid={`${name}-row`}>
                      {columns.map((c) => (
                        <td key={c.label} className={c.className ? `${CELL} ${c.className}` : CELL} data-label={c.label}>
                          {c.cell(item)}
                        </td>
                      ))}
                      <td className={ACTIONS_CELL}>
                        <div className="flex flex-wrap gap-2 md:flex-nowrap">
                          {(canEdit?.(item) ?? true) && (
                            <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setEditing(item)}>
                              {t('admin.common.edit')}
                            </button>
                          )}
                          <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setDeleting(item)}>
                            {t('admin.common.delete')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pager && <Pagination {...pager(total)} />}
          </div>
        )}
      </QueryState>
      {editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? undefined : editing, () => setEditing(null))}
        </Fragment>
      )}
      {deleting && (
        <DeleteDialog
          name={name}
          item={deleting}
          useRemove={useRemove}
          body={removeBody(deleting)}
          removed={removed}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function DeleteDialog<T extends { id: number }>({
  name,
  item,
  useRemove,
  body,
  removed,
  onClose,
}: {
  name: Name;
  item: T;
  useRemove: () => UseMutationResult<T, Error, number>;
  body: string;
  removed: (before: T, after: T) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemove();
  return (
    <ConfirmDialog
      title={t(`admin.${name}s.delete.title`)}
      body={body}
      confirm={t(`admin.${name}s.delete.yes`)}
      cancel={t('admin.common.back')}
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item.id, { onSuccess: (after) => (toast({ type: 'success', title: removed(item, after) }), onClose()) })
      }
    />
  );
}

/**
 * A panel's new or edit form in a modal: `input()` is checked against the shared `schema`, then saved; a toast says so
 * and the modal closes, or the fields show the server's errors.
 */
export function AdminForm<I>({
  name,
  editing,
  wide,
  form,
  save,
  schema,
  input,
  onClose,
  children,
}: {
  name: Name;
  editing: boolean;
  wide?: boolean;
  form: ReturnType<typeof useFormErrors>;
  save: UseMutationResult<unknown, Error, I>;
  schema: Parameters<ReturnType<typeof useFormErrors>['submit']>[0];
  input: () => I;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const texts = `admin.${name}s.form`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = input();
    await form.submit(schema, body, async () => {
      await save.mutateAsync(body);
      toast({ type: 'success', title: t(`${texts}.${editing ? 'updated' : 'created'}`) });
      onClose();
    });
  }

  return (
    <Modal title={t(`${texts}.${editing ? 'editTitle' : 'newTitle'}`)} onClose={onClose} wide={wide}>
      <form noValidate onSubmit={submit} className="grid gap-5" data-testid={`${name}-form`}>
        {children}
        <FormActions
          error={form.formError}
          small={false}
          busy={save.isPending}
          submit={t(`${texts}.save`)}
          testId={`${name}-submit`}
          cancel={t('admin.common.back')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
