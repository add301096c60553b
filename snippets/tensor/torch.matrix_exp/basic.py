import torch

# exp of a rotation generator is a rotation matrix
G = torch.tensor([[0.0, 1.0],
                  [-1.0, 0.0]])
R = torch.matrix_exp(G)                     # the same as torch.linalg.matrix_exp
print(R)
print(torch.allclose(R @ R.T, torch.eye(2), atol=1e-6))
# a diagonal matrix: exp of the diagonal
print(torch.matrix_exp(torch.diag(torch.tensor([0.0, 1.0]))))
