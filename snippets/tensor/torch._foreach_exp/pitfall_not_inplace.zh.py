import torch

xs = [torch.tensor([1.0, 4.0]), torch.tensor([9.0])]

torch._foreach_sqrt(xs)       # 没有末尾下划线：结果被丢掉了
print(xs)                     # 没有变化

xs = torch._foreach_sqrt(xs)  # 接住返回值……
print(type(xs).__name__)      # ……但它现在是元组，不是列表
print(xs)
