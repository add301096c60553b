import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 3)
both = torch.cat(a, b)  # cat takes one sequence of tensors
