import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { strings } from '../../../contract/strings';
import { LostMessage } from '../../components/LostMessage';

/** SHELL-23: unknown paths and /notfound; "Go Back" returns to the home page. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <LostMessage
      action={
        <Button variant="contained" size="large" onClick={() => void navigate('/')}>
          {strings.goBack}
        </Button>
      }
    />
  );
}
