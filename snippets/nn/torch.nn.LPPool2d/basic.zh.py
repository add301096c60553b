import torch
import torch.nn.functional as F

x = torch.tensor([[[[3.0, 4.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]]]])  # (1, 1, 2, 4)
pool = torch.nn.LPPool2d(norm_type=2, kernel_size=2)  # 步长默认等于 kernel_size
print(pool(x))  # sqrt(9 + 16) = 5, sqrt(1 + 1 + 1 + 1) = 2
print(torch.equal(F.lp_pool2d(x, 2, 2), pool(x)))

seq = torch.tensor([[[1.0, 2.0, 3.0, 4.0]]])  # (N, C, L)
print(torch.nn.LPPool1d(2, 2)(seq))  # sqrt(1 + 4), sqrt(9 + 16)
