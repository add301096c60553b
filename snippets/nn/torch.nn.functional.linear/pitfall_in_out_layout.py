import torch
import torch.nn.functional as F

x = torch.randn(4, 3)  # 3 input features
weight = torch.randn(3, 5)  # written as (in, out), like a math textbook
F.linear(x, weight)  # F.linear expects (out, in) and multiplies by weight.T
