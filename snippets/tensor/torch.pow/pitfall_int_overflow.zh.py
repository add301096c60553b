import torch

base = torch.tensor([10], dtype=torch.int32)

print(base ** 10)            # 10**10 超出 int32 范围：悄悄回绕，没有警告
print(base.long() ** 10)     # int64 放得下
print(base.double() ** 10)   # 或者用浮点数计算
