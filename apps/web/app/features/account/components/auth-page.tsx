import { Box, Container, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** The frame of every account screen: a centred card on a light background, phone and desktop alike. */
export function AuthPage({
  title,
  subtitle,
  children,
  below,
  width = 480,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Register"). */
  below?: ReactNode;
  width?: number;
}) {
  // Marks the form usable once React has taken over the server-rendered markup (browser tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <Box py={{ base: 20, sm: 56 }} px={{ base: 12, sm: 'md' }}>
      <Container size={width} px={0}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', xs: 'lg', sm: 32 }}
          shadow="xs"
          data-ready={ready || undefined}
        >
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" mt={8}>
              {subtitle}
            </Text>
          ) : null}
          <Box mt="lg">{children}</Box>
        </Paper>
        {below ? (
          <Box mt="md" ta="center" fz="sm">
            {below}
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
