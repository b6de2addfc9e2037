"""The pygame-ce layer. It knows the engine; the engine never knows it."""
