import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordDialog } from './change-password-dialog';
import { useSession } from '../../lib/session';

/** The signed-in staff member's name in the app bar, opening their own settings (password, two-factor sign-in) and Sign Out. */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  if (!user) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id="user-menu-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {user.name || user.email}
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
      >
        <MenuItem
          onClick={() => {
            close();
            setIsChangingPassword(true);
          }}
        >
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate('/dashboard/two-factor');
          }}
        >
          Two-factor sign-in
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={isChangingPassword} onClose={() => setIsChangingPassword(false)} />
    </>
  );
}
