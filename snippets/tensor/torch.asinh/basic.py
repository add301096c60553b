import torch

x = torch.tensor([-1e4, -1.0, 0.0, 1.0, 1e4])
print(torch.asinh(x))          # defined everywhere, odd, grows like log(2|x|)
print(x.arcsinh())             # arcsinh is the same function

# a log-like transform that keeps the sign and is finite at 0
counts = torch.tensor([-100.0, 0.0, 100.0])
print(torch.asinh(counts), torch.sinh(torch.asinh(counts)))
