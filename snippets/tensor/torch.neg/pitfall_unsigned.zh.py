import torch

offsets = torch.tensor([1, 5, 0], dtype=torch.uint8)

print(-offsets)                  # 回绕：256 - x
print(-offsets.to(torch.int16))  # 先扩展为有符号类型
