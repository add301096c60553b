import torch

w = torch.zeros(2, 3, requires_grad=True)
w.grad = torch.ones(3, 2)                # same number of elements, wrong shape
