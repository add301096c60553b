import torch

torch.manual_seed(0)
mu = torch.zeros(3, requires_grad=True)
sigma = torch.ones(3, requires_grad=True)

z = torch.normal(mu, sigma)        # “从模型的分布中”采样
z.sum().backward()
print(z.requires_grad, mu.grad, sigma.grad)   # 在计算图中，但梯度为零

mu.grad = sigma.grad = None
z = mu + sigma * torch.randn_like(sigma)      # 重参数化采样
z.sum().backward()
print(mu.grad, sigma.grad)
