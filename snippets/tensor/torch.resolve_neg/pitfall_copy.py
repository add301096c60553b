import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag.resolve_neg()
im[0] = 0.0          # writes into the copy only
print(z)             # z keeps its imaginary part

x = torch.tensor([1.0, 2.0])
y = x.resolve_neg()  # no bit: y is x
y[0] = 0.0
print(x)             # here the write does reach x
