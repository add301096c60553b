import torch

print(torch.full((2, 3), 7.0))             # 浮点填充值 -> float32
print(torch.full((2,), 7).dtype)           # 整数填充值 -> int64
print(torch.full((2,), True).dtype)        # 布尔填充值 -> bool
print(torch.full((3,), float("-inf")))     # 例如作为累计最大值的初始值
print(torch.full((2,), 0.5, dtype=torch.float64))
print(torch.full((), 5).shape)             # 0 维

x = torch.zeros(4, 2, dtype=torch.float64)
print(torch.full_like(x, 1.0).dtype)       # 形状/dtype/设备都与 x 相同
