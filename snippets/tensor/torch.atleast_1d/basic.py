import torch

scalar = torch.tensor(5.0)
vector = torch.tensor([1.0, 2.0, 3.0])
matrix = torch.ones(2, 3)

print(torch.atleast_1d(scalar).shape)            # () -> (1,)
print(torch.atleast_2d(scalar).shape, torch.atleast_2d(vector).shape)
print(torch.atleast_3d(vector).shape, torch.atleast_3d(matrix).shape)
print(torch.atleast_2d(torch.ones(2, 3, 4)).shape)   # already enough dimensions: unchanged

pair = torch.atleast_1d(scalar, vector)          # several tensors give a tuple
print(type(pair).__name__, [t.shape for t in pair])
