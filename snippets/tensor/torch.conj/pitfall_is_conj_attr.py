import torch

z = torch.tensor([1 + 2j, 3 - 4j])

if z.is_conj:  # missing parentheses: a bound method is always truthy
    print("treated as conjugated")
print(z.is_conj())
