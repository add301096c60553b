import torch

x = torch.ones(3, requires_grad=True)
x.numpy()  # needs .detach() first
