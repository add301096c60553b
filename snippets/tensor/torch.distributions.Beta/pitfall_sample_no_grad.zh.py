import torch
from torch.distributions import Beta

alpha = torch.tensor(2.0, requires_grad=True)
dist = Beta(alpha, torch.tensor(5.0))
x = dist.sample((100,))  # sample() 在 no_grad 下运行
loss = (x - 0.5).pow(2).mean()
loss.backward()
