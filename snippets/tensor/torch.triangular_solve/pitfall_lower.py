import torch

L = torch.tensor([[2.0, 0.0],
                  [1.0, 4.0]])                 # lower triangular
B = torch.tensor([[2.0], [9.0]])
# nothing raises: upper=True (default) reads only the upper triangle of L
print(torch.triangular_solve(B, L).solution)
print(torch.triangular_solve(B, L, upper=False).solution)
