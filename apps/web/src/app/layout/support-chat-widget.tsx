import CloseIcon from '@mui/icons-material/Close';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { Box, Fab, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useRef } from 'react';
import { useSession } from '../../lib/session.ts';
import { useSupportChat } from '../../lib/support-chat.tsx';

export const SUPPORT_CHAT_TITLE = 'Support chat';

/**
 * The support chat widget (spec 001 §2.2, §7): a button bottom-left that opens the chat page of SUPPORT_CHAT_URL
 * in a frame. Once the page has loaded it is told, and only it (postMessage to its own origin), who is asking
 * (company, name, e-mail, user ids, last sign-in) and the message to start with (Special Request prefills one).
 * The Content-Security-Policy lets exactly that origin into a frame (frame-src).
 */
export function SupportChatWidget() {
  const chat = useSupportChat();
  const { session } = useSession();
  const frame = useRef<HTMLIFrameElement>(null);
  if (!chat.url) return null;
  const origin = new URL(chat.url).origin;
  const user = session.user;
  const sendContext = () => {
    frame.current?.contentWindow?.postMessage(
      {
        type: 'portal-chat:context',
        user: user && {
          id: user.id,
          erpUserId: user.erpUserId,
          clientId: user.clientId,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.emailAddress,
          company: user.company?.name ?? null,
          lastSession: user.lastSession,
        },
        message: chat.message,
      },
      origin,
    );
  };
  return (
    <>
      {!chat.open && (
        <Tooltip title="Chat with our support" placement="right">
          <Fab
            color="secondary"
            size="medium"
            aria-label="Support chat"
            onClick={() => chat.show()}
            sx={{ position: 'fixed', left: { xs: 12, sm: 24 }, bottom: { xs: 12, sm: 24 }, zIndex: 1200 }}
          >
            <SupportAgentIcon />
          </Fab>
        </Tooltip>
      )}
      {chat.open && (
        <Paper
          role="dialog"
          aria-label={SUPPORT_CHAT_TITLE}
          elevation={8}
          sx={{
            position: 'fixed',
            left: { xs: 8, sm: 24 },
            bottom: { xs: 8, sm: 24 },
            width: { xs: 'calc(100vw - 16px)', sm: 380 },
            height: { xs: '70vh', sm: 540 },
            zIndex: 1300,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            borderRadius: 3,
          }}
        >
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              px: 2,
              py: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <SupportAgentIcon sx={{ mr: 1 }} />
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
              {SUPPORT_CHAT_TITLE}
            </Typography>
            <IconButton color="inherit" aria-label="Close support chat" onClick={chat.hide}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box
            component="iframe"
            ref={frame}
            src={chat.url}
            title={SUPPORT_CHAT_TITLE}
            onLoad={sendContext}
            sx={{ flex: 1, border: 0, width: '100%' }}
          />
        </Paper>
      )}
    </>
  );
}
