import torch

# 步长为 0：两行是同一块内存
x = torch.empty_strided((2, 3), (0, 1))
x.fill_(1.0)  # fill_ 可以
print(x)
x.add_(1.0)   # 但原地算术运算拒绝重叠的内存
