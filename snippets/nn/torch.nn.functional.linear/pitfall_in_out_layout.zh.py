import torch
import torch.nn.functional as F

x = torch.randn(4, 3)  # 3 个输入特征
weight = torch.randn(3, 5)  # 照数学教科书写成了 (in, out)
F.linear(x, weight)  # F.linear 期望 (out, in)，并乘以 weight.T
