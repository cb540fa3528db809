import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TAccount, TAccountClient } from '@portal/domain';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import type { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { PanelHeader } from '../panel-header.tsx';
import { AccountDialog } from './account-dialog.tsx';
import { useAccountClients, useAccountMutations, useAccounts } from './accounts-api.ts';
import { AccountTable } from './account-table.tsx';
import { CompanyDialog } from './company-dialog.tsx';
import { CompanyTable, STAFF_ROW } from './company-table.tsx';

type Archiving = { kind: 'company'; company: TAccountClient } | { kind: 'account'; account: TAccount };

function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
      <CircularProgress size={18} />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/**
 * Team Management's Clients tab (issue 21 part 3, docs/decisions.md 53): the customer companies and everyone's
 * accounts, kept by a superadmin. The company shown is in the address (`client`), so a link opens it.
 */
export default function ClientsPanel() {
  const [search, setSearch] = useSearchParams();
  const selected = search.get('client') ?? STAFF_ROW;
  const select = (id: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === STAFF_ROW) next.delete('client');
        else next.set('client', id);
        return next;
      },
      { replace: true },
    );
  const companies = useAccountClients();
  const accounts = useAccounts(selected);
  const staff = useAccounts(STAFF_ROW);
  const { archiveClient, archiveAccount, resendWelcome } = useAccountMutations();
  const notify = useNotify();
  const [editingCompany, setEditingCompany] = useState<TAccountClient | 'new' | null>(null);
  const [editingAccount, setEditingAccount] = useState<TAccount | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Archiving | null>(null);

  const company = companies.data?.find((c) => c.id === selected) ?? null;
  const groupName = company?.name ?? 'Staff';
  const failed = (e: Error) => notify.error(`${(e as ApiRequestError).message}!`);

  const confirmArchive = () => {
    if (!archiving) return;
    const done = {
      onSuccess: () => notify.success('Saved changes!', 1500),
      onError: failed,
      onSettled: () => setArchiving(null),
    };
    if (archiving.kind === 'company') {
      const c = archiving.company;
      archiveClient.mutate({ id: c.id, change: { archived: !c.archived, version: c.version } }, done);
    } else {
      const a = archiving.account;
      archiveAccount.mutate({ id: a.id, change: { archived: !a.archived, version: a.version } }, done);
    }
  };
  const archiveQuestion = (() => {
    if (!archiving) return '';
    if (archiving.kind === 'company') {
      const c = archiving.company;
      return c.archived
        ? `Restore ${c.name}? Its users can log in again.`
        : `Archive ${c.name}? Its users can no longer log in and the company leaves every picker. Its bookings and requests stay.`;
    }
    const a = archiving.account;
    const name = `${a.firstName} ${a.lastName}`;
    return a.archived
      ? `Restore ${name}? They can log in again.`
      : `Archive ${name}? They are logged out, can no longer log in and leave every picker.`;
  })();

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PanelHeader
          icon={ApartmentOutlinedIcon}
          title="Companies"
          subtitle="Customer companies and the carriers they may book with. Choose one to see its users."
          actions={
            <>
              <AuditHistoryButton
                entity="client"
                title="History of the companies"
                describe={(e) => ((e.after ?? e.before) as { name?: string } | null)?.name ?? null}
              />
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditingCompany('new')}>
                Add company
              </Button>
            </>
          }
        />
        {companies.isPending && <Loading label="Loading the companies…" />}
        {companies.isError && (
          <LoadError
            title="The companies could not be loaded"
            error={companies.error}
            onRetry={() => void companies.refetch()}
            retrying={companies.isRefetching}
          />
        )}
        {companies.data && (
          <CompanyTable
            companies={companies.data}
            selected={selected}
            onSelect={select}
            onEdit={setEditingCompany}
            onArchive={(c) => setArchiving({ kind: 'company', company: c })}
            staffCount={staff.data ? staff.data.filter((a) => !a.archived).length : null}
          />
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PanelHeader
          icon={PeopleOutlinedIcon}
          title={selected === STAFF_ROW ? 'Staff' : `Users of ${groupName}`}
          subtitle={
            selected === STAFF_ROW
              ? 'Our own people, with their roles and the carriers they handle.'
              : 'New users get a welcome e-mail with a login link valid for 7 days.'
          }
          actions={
            <>
              <AuditHistoryButton
                entity="user"
                title="History of the accounts"
                describe={(e) => {
                  const v = (e.after ?? e.before) as { firstName?: string; lastName?: string } | null;
                  return v?.firstName ? `${v.firstName} ${v.lastName ?? ''}`.trim() : null;
                }}
              />
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditingAccount('new')}
                disabled={!!company?.archived}
              >
                {selected === STAFF_ROW ? 'Add staff member' : 'Add user'}
              </Button>
            </>
          }
        />
        {accounts.isPending && <Loading label="Loading the users…" />}
        {accounts.isError && (
          <LoadError
            title="The users could not be loaded"
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            retrying={accounts.isRefetching}
          />
        )}
        {accounts.data?.length === 0 && (
          <Typography color="text.secondary">{groupName} has no users yet. Add the first one.</Typography>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <AccountTable
            accounts={accounts.data}
            label={selected === STAFF_ROW ? 'Staff' : `Users of ${groupName}`}
            onEdit={setEditingAccount}
            onArchive={(a) => setArchiving({ kind: 'account', account: a })}
            onWelcome={(a) =>
              resendWelcome.mutate(a.id, {
                onSuccess: () => notify.success(`Welcome e-mail sent to ${a.emailAddress}.`, 2000),
                onError: failed,
              })
            }
          />
        )}
      </Paper>

      {editingCompany && (
        <CompanyDialog
          company={editingCompany === 'new' ? null : editingCompany}
          onClose={() => setEditingCompany(null)}
        />
      )}
      {editingAccount && (
        <AccountDialog
          clientId={selected === STAFF_ROW ? null : selected}
          companyName={groupName}
          account={editingAccount === 'new' ? null : editingAccount}
          onClose={() => setEditingAccount(null)}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        message={archiveQuestion}
        confirmLabel={
          archiving &&
          (archiving.kind === 'company' ? archiving.company.archived : archiving.account.archived)
            ? 'Restore'
            : 'Archive'
        }
        busy={archiveClient.isPending || archiveAccount.isPending}
        onConfirm={confirmArchive}
        onClose={() => setArchiving(null)}
      />
    </Stack>
  );
}
