import torch

pixels = torch.tensor([0, 10, 200], dtype=torch.uint8)

print(pixels < -1)                   # -1 is converted to uint8 (255): all True
print(pixels.long() < -1)            # compared in int64: all False
