import torch
from torch.distributions import Beta

alpha = torch.tensor(2.0, requires_grad=True)
dist = Beta(alpha, torch.tensor(5.0))
x = dist.sample((100,))  # sample() runs under no_grad
loss = (x - 0.5).pow(2).mean()
loss.backward()
