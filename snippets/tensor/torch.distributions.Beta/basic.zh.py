import torch
from torch.distributions import Beta

torch.manual_seed(0)
alpha = torch.tensor([2.0, 0.5])
beta = torch.tensor([5.0, 0.5])
dist = Beta(alpha, beta)  # Beta(concentration1=alpha, concentration0=beta)

print(dist.batch_shape)
print(dist.mean)  # alpha / (alpha + beta)
print(dist.log_prob(torch.tensor([0.3, 0.3])))

# rsample 保留回到参数的计算图（重参数化采样）
alpha = torch.tensor(2.0, requires_grad=True)
x = Beta(alpha, torch.tensor(5.0)).rsample((1000,))
x.mean().backward()
print(x.shape, alpha.grad is not None)
