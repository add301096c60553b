import torch

scalar = torch.tensor(5.0)
vector = torch.tensor([1.0, 2.0, 3.0])
matrix = torch.ones(2, 3)

print(torch.atleast_1d(scalar).shape)            # () -> (1,)
print(torch.atleast_2d(scalar).shape, torch.atleast_2d(vector).shape)
print(torch.atleast_3d(vector).shape, torch.atleast_3d(matrix).shape)
print(torch.atleast_2d(torch.ones(2, 3, 4)).shape)   # 维数已够：原样返回

pair = torch.atleast_1d(scalar, vector)          # 传多个张量时返回元组
print(type(pair).__name__, [t.shape for t in pair])
