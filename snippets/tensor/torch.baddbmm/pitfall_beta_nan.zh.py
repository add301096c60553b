import torch

buffer = torch.full((1, 2, 2), float("nan"))  # 例如来自 torch.empty 的内存
a = torch.ones(1, 2, 3)
b = torch.ones(1, 3, 2)

# beta=0 会完全忽略 input，NaN 也不例外。
print(torch.baddbmm(buffer, a, b, beta=0))
# beta=1e-9 仍然会与它相乘：NaN 乘以任何数都是 NaN。
print(torch.baddbmm(buffer, a, b, beta=1e-9))
