import torch

torch.manual_seed(0)
w = torch.empty(4).random_()     # 以为得到 [0, 1) 的数？
print(w)                         # 实际是最大到 2**24 的整数值
print(torch.empty(4).uniform_()) # [0, 1) 要用 uniform_
