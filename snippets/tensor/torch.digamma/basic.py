import torch

x = torch.tensor([1.0, 2.0, 0.5, 10.0])
print(torch.digamma(x))                    # digamma(1) = -0.5772 (minus Euler's constant)
print(torch.log(x) - 1 / (2 * x))          # close to log(x) - 1/(2x) for large x

# digamma is the derivative of lgamma
x.requires_grad_(True)
torch.lgamma(x).sum().backward()
print(x.grad)
print(torch.special.psi(x.detach()))       # the same function
