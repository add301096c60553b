import torch

shape = (2, 3)                              # 共 6 个元素
# 不会报错：6 和 7 回绕到了开头
print(torch.unravel_index(torch.tensor([5, 6, 7]), shape))
idx = torch.tensor([5, 6, 7])
print(bool((idx < 6).all()))
