import torch

shape = torch.tensor([2, 3])        # shape stored in a tensor
print(torch.ones(shape.tolist()).shape)
torch.ones(shape)
