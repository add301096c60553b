import torch

torch.manual_seed(0)
print(torch.randint(0, 10, (3,)))      # random integers: randint
torch.rand(3, dtype=torch.long)        # rand only produces floating values
