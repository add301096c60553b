import torch

a = torch.tensor([1, 2])
b = torch.tensor([10, 20, 30])
# nothing raises: kron of vectors is flat, the outer product is a matrix
print(torch.kron(a, b))
print(torch.outer(a, b))
