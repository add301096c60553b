import torch

z = torch.tensor([1 + 2j, 3 - 4j])

zc = z.conj()  # a view, not a copy
zc[0] = 10 + 1j  # meant to change only the conjugated tensor

print(z)  # z changed too, and it holds the conjugate of what was written
print(zc)
