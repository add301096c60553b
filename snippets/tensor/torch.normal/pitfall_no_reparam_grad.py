import torch

torch.manual_seed(0)
mu = torch.zeros(3, requires_grad=True)
sigma = torch.ones(3, requires_grad=True)

z = torch.normal(mu, sigma)        # sampled "from the model's distribution"
z.sum().backward()
print(z.requires_grad, mu.grad, sigma.grad)   # in the graph, but the gradients are zero

mu.grad = sigma.grad = None
z = mu + sigma * torch.randn_like(sigma)      # reparameterised sample
z.sum().backward()
print(mu.grad, sigma.grad)
