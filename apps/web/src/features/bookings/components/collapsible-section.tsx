import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Avatar, ButtonBase, Card, Collapse, Divider, Typography, type SvgIconProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type ComponentType, type ReactNode } from 'react';

interface Props {
  title: string;
  icon: ComponentType<SvgIconProps>;
  /** A short line beside the title while the section is closed or open, e.g. '3 containers'. */
  meta?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A section of the read-only request view that opens and closes (spec 000 §2 "Collapsible sections"). */
export function CollapsibleSection({ title, icon: Icon, meta, defaultOpen = true, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <Typography component="h2" sx={{ m: 0 }}>
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1.5,
            px: { xs: 2, sm: 2.5 },
            py: 1.75,
            textAlign: 'left',
            borderRadius: 0,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Avatar
            variant="rounded"
            sx={(theme) => ({
              width: 34,
              height: 34,
              bgcolor: alpha(theme.palette.primary.main, 0.1),
              color: 'primary.main',
              borderRadius: 2,
            })}
          >
            <Icon fontSize="small" />
          </Avatar>
          <Typography
            component="span"
            id={`${id}-title`}
            variant="subtitle1"
            sx={{ fontWeight: 700, flex: 1 }}
          >
            {title}
          </Typography>
          {meta && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              {meta}
            </Typography>
          )}
          <ExpandMoreIcon
            sx={{
              color: 'text.secondary',
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={open} id={`${id}-body`}>
        <Divider />
        {children}
      </Collapse>
    </Card>
  );
}
