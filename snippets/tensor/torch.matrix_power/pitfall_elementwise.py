import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
# nothing raises: ** squares every element
print(A ** 2)
print(torch.matrix_power(A, 2))
