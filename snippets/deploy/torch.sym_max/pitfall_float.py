import torch

print(max(5, 3.0), torch.sym_max(5, 3.0))  # the builtin keeps the winner's type; sym_max promotes
print(torch.sym_min(2, 7.5))

n = torch.sym_max(5, 3.0)
print(torch.zeros(3).new_zeros(int(n)).shape)  # a float cannot be a size until converted
