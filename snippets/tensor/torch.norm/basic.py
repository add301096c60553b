import torch

v = torch.tensor([3.0, -4.0])
M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.norm(v))                      # 2-norm
print(v.norm(p=1))                        # method form
print(torch.norm(M))                      # default p='fro': all entries
print(torch.norm(M, dim=1))               # per row
print(torch.norm(M, p="nuc"))             # nuclear norm: a true matrix norm

# the replacements recommended in its documentation
print(torch.linalg.vector_norm(M, dim=1))
print(torch.linalg.matrix_norm(M, ord="nuc"))
