import torch

U = torch.tensor([[2.0, 1.0],
                  [0.0, 4.0]])                 # upper triangular
B = torch.tensor([[3.0], [8.0]])
# old: B first, A second; returns (solution, cloned_coefficient)
X, _ = torch.triangular_solve(B, U)            # warns that it is deprecated
print(X)
# new: A first, and upper= is required
print(torch.linalg.solve_triangular(U, B, upper=True))
