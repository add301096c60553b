import torch
import torch.nn.functional as F

x = torch.tensor([-4.0, -3.0, -1.0, 0.0, 1.0, 3.0, 4.0])

print(torch.nn.Hardswish()(x))  # x * relu6(x + 3) / 6，SiLU 的分段近似
print(torch.nn.Hardsigmoid()(x))  # relu6(x + 3) / 6，sigmoid 的近似
print(torch.allclose(torch.nn.Hardswish()(x), x * torch.nn.Hardsigmoid()(x)))

# 与平滑函数接近，但并不相等
print((torch.nn.Hardsigmoid()(x) - torch.sigmoid(x)).abs().max() > 0.05)
print((F.hardswish(x) - F.silu(x)).abs().max() > 0.05)
