import torch

params = [torch.ones(2), torch.ones(3)]
grads = [torch.full((2,), 0.5)]                   # one gradient is missing

torch._foreach_add_(params, grads, alpha=-0.1)    # the lists are paired position by position
