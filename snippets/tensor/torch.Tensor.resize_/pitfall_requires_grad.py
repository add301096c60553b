import torch

w = torch.zeros(6, requires_grad=True)

w.resize_(2, 3)      # autograd cannot track a resize
