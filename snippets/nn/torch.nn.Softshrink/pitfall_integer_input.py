import torch

coeffs = torch.tensor([-3, 0, 1, 4])
print(torch.nn.Softshrink(1.0)(coeffs.float()))
torch.nn.Softshrink(1.0)(coeffs)
