import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import {
  reassignPickerOptions,
  type TCarrierOption,
  type TDirectoryUser,
  type TReassignmentRule,
} from '@portal/domain';
import { VisuallyHidden } from '../../../components/page/visually-hidden.tsx';
import { personName, UserPicker } from './pickers.tsx';

/** A rule may name someone archived since: shown, never offered for a new choice. */
const formerColleague = (id: string): TDirectoryUser => ({
  id,
  firstName: 'Former',
  lastName: 'colleague',
  emailAddress: '',
  clientId: null,
  role: null,
  isAdmin: false,
  allowedCarriers: null,
});

/**
 * The rules: user, carrier and reassign-to user. The target is changed in place (saved when chosen; it cannot be
 * the rule's own user); removal asks first.
 */
export function RulesTable({
  rules,
  users,
  carriers,
  busyId,
  onChangeTarget,
  onRemove,
}: {
  rules: readonly TReassignmentRule[];
  users: readonly TDirectoryUser[];
  carriers: readonly TCarrierOption[];
  busyId: string | null;
  onChangeTarget: (rule: TReassignmentRule, toUserId: string) => void;
  onRemove: (rule: TReassignmentRule) => void;
}) {
  const nameOf = (id: string) => {
    const user = users.find((u) => u.id === id);
    return user ? personName(user) : 'Former colleague';
  };
  const carrierOf = (id: string) => carriers.find((c) => c.id === id)?.displayName ?? id;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Reassignment rules" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>User</TableCell>
            <TableCell>Carrier</TableCell>
            <TableCell>Reassign to</TableCell>
            <TableCell align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule) => {
            const label = `${nameOf(rule.fromUserId)}, ${carrierOf(rule.carrierId)}`;
            const targets = reassignPickerOptions(users, rule.fromUserId);
            return (
              <TableRow key={rule.id} hover>
                <TableCell>{nameOf(rule.fromUserId)}</TableCell>
                <TableCell>{carrierOf(rule.carrierId)}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <UserPicker
                    fullWidth
                    users={
                      targets.some((u) => u.id === rule.toUserId)
                        ? targets
                        : [...targets, formerColleague(rule.toUserId)]
                    }
                    value={rule.toUserId}
                    disabled={busyId === rule.id}
                    onChange={(id) => id !== rule.toUserId && onChangeTarget(rule, id)}
                    slotProps={{
                      select: { SelectDisplayProps: { 'aria-label': `Reassign to, rule of ${label}` } },
                    }}
                  />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Remove rule">
                    <IconButton aria-label={`Remove rule of ${label}`} onClick={() => onRemove(rule)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
