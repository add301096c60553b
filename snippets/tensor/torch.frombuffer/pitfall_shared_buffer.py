import torch

buffer = bytearray(4)
frames = []
for value in (1, 2, 3):
    buffer[:] = bytes([value]) * 4                  # the reader reuses one buffer
    frames.append(torch.frombuffer(buffer, dtype=torch.uint8))

print(frames)                                        # all three show the last frame
copies = []
for value in (1, 2, 3):
    buffer[:] = bytes([value]) * 4
    copies.append(torch.frombuffer(buffer, dtype=torch.uint8).clone())
print(copies)
