import Box from '@mui/material/Box';

/** MKT-08..10: the status text over prices that cannot be bet on. */
export function MarketOverlay({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(20, 20, 20, 0.55)',
        color: '#fff',
        fontWeight: 800,
        letterSpacing: 1,
        textTransform: 'uppercase',
        fontSize: 14,
        borderRadius: 1,
      }}
    >
      {text}
    </Box>
  );
}
