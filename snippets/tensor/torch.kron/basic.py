import torch

# every element of the first picks a scaled copy of the second
print(torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10])))
# a block-diagonal matrix of 2 x 2 blocks
print(torch.kron(torch.eye(2), torch.ones(2, 2)))
# the shapes multiply dimension by dimension: (2, 3) x (4, 5) -> (8, 15)
print(torch.kron(torch.ones(2, 3), torch.ones(4, 5)).shape)
# nearest-neighbour upsampling by 2
img = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(img.kron(torch.ones(2, 2)))
