import torch

w = torch.zeros(6, requires_grad=True)

w.resize_(2, 3)      # autograd 无法追踪 resize 操作
