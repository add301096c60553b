import torch

buffer = bytearray(4)
frames = []
for value in (1, 2, 3):
    buffer[:] = bytes([value]) * 4                  # 读取方复用同一个缓冲区
    frames.append(torch.frombuffer(buffer, dtype=torch.uint8))

print(frames)                                        # 三个张量都显示最后一帧
copies = []
for value in (1, 2, 3):
    buffer[:] = bytes([value]) * 4
    copies.append(torch.frombuffer(buffer, dtype=torch.uint8).clone())
print(copies)
