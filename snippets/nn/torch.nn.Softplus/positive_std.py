import torch
import torch.nn.functional as F

torch.manual_seed(0)
head = torch.nn.Linear(8, 2)  # predicts mean and an unconstrained "raw" std
mean, raw = head(torch.randn(4, 8)).unbind(dim=-1)
std = F.softplus(raw) + 1e-4  # strictly positive, gradient never dies like with ReLU

dist = torch.distributions.Normal(mean, std)
print(bool((std > 0).all()), dist.sample().shape)
