import torch

w = torch.tensor([0.5, 1.5], requires_grad=True)
print(w.detach().clone().apply_(lambda v: v * 2))
w.apply_(lambda v: v * 2)
