import torch

z = torch.tensor([3 + 4j, 1 - 2j])
print(torch.imag(z), z.imag)    # the function and the attribute agree

z.imag[1] = 0.0                 # a view: writing changes z
print(z)

print(torch.imag(z.conj()))     # the imaginary parts of a conjugate view are negated
