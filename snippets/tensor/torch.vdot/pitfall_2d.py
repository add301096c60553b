import torch

A = torch.ones(2, 3)
B = torch.ones(2, 3)
print(torch.vdot(A.flatten(), B.flatten()))   # flatten first, like np.vdot does
torch.vdot(A, B)
