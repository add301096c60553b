import torch

pixels = torch.tensor([0, 10, 200], dtype=torch.uint8)

print(pixels < -1)                   # -1 被转换为 uint8（255）：全为 True
print(pixels.long() < -1)            # 按 int64 比较：全为 False
