import torch

torch.manual_seed(0)
a = torch.randn(4, 3)
M = a @ a.T                               # 4 x 4 but rank 3: singular

print(torch.det(M))                       # not exactly 0 in float32
print(torch.det(M) == 0)
print(torch.linalg.matrix_rank(M))        # ask about invertibility directly
