import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
A_inv = torch.inverse(A)                    # the same as torch.linalg.inv(A)
print(A_inv)
print(torch.allclose(A @ A_inv, torch.eye(2)))
# batches: the last two dims are the matrices
print(torch.inverse(torch.stack([A, 2 * A])).shape)
# to solve A x = b, solve directly instead of inverting
b = torch.tensor([1.0, 2.0])
print(torch.linalg.solve(A, b), A_inv @ b)
