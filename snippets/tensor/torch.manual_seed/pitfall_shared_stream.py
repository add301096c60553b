import torch

def shuffled_order():
    return torch.randperm(5).tolist()

torch.manual_seed(0)
print(shuffled_order())

torch.manual_seed(0)
extra = torch.nn.Linear(4, 4)       # a new layer consumes random numbers first
print(shuffled_order())             # the "seeded" order changed

g = torch.Generator().manual_seed(0)
torch.nn.Linear(4, 4)
print(torch.randperm(5, generator=g).tolist())   # a private generator is unaffected
