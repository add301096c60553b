import torch

torch.manual_seed(0)
rate = torch.tensor([3.0], requires_grad=True)
sample = torch.poisson(rate)
sample.sum().backward()
print(sample, rate.grad)   # the gradient is zero: sampling is not differentiable
