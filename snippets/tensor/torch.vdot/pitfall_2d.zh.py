import torch

A = torch.ones(2, 3)
B = torch.ones(2, 3)
print(torch.vdot(A.flatten(), B.flatten()))   # 先展平，np.vdot 会自动这样做
torch.vdot(A, B)
