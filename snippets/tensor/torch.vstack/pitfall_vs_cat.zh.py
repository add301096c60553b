import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

print(torch.cat([a, b]).shape)      # (6,)：cat 把一维张量首尾相接
print(torch.vstack([a, b]).shape)   # (2, 3)：vstack 先把每个张量变成一行
print(torch.stack([a, b]).shape)    # 同样是 (2, 3)，但 stack 要求形状相同
