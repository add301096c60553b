import torch

print(torch.are_deterministic_algorithms_enabled())      # off by default

torch.manual_seed(0)                                      # seeding is a separate step
torch.use_deterministic_algorithms(True, warn_only=True)  # warn instead of raising on CUDA
print(torch.are_deterministic_algorithms_enabled())
print(torch.is_deterministic_algorithms_warn_only_enabled())

x = torch.zeros(5)
index = torch.tensor([0, 0, 1])
print(x.index_add_(0, index, torch.ones(3)))              # has a deterministic CPU kernel

torch.use_deterministic_algorithms(False)
print(torch.are_deterministic_algorithms_enabled())
