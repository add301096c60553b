import torch

# deterministic mode fills uninitialized float memory with NaN,
# which makes reading an empty() tensor visible
torch.use_deterministic_algorithms(True)

total = torch.empty(3)     # meant as an accumulator
for step in range(2):
    total += torch.ones(3)
print(total)               # garbage (here: nan), not 2

total = torch.zeros(3)
for step in range(2):
    total += torch.ones(3)
print(total)
