import torch

x = torch.tensor([1.0, 2.718281828, 10.0])
print(torch.log(x))                              # natural logarithm

print(torch.log(torch.tensor([0.0, -1.0])))      # log(0) = -inf, log(negative) = nan
print(torch.tensor([1, 10]).log())               # integer input gives float32

small = torch.tensor([1e-8])
print(torch.log(1 + small), torch.log1p(small))  # log1p keeps tiny increments

p = torch.tensor([0.5, 0.25], requires_grad=True)
torch.log(p).sum().backward()
print(p.grad)                                     # 1 / p: grows without bound near 0
