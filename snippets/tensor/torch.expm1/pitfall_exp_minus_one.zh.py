import torch

rate = torch.tensor([1e-9, 1e-7, 1e-4])     # float32 中的小比率

print(torch.exp(rate) - 1)        # exp(x) 先被舍入到 1 附近，再相减
print(torch.expm1(rate))          # 小 x 时约等于 x
