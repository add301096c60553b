import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 1, 5, 5, device=device)
kernel = torch.tensor([[0.0, 1.0, 0.0],
                       [1.0, -4.0, 1.0],
                       [0.0, 1.0, 0.0]], device=device)  # a plain 3x3 Laplacian
print(F.conv2d(x, kernel.view(1, 1, 3, 3)).shape)  # fixed: (C_out, C_in, kH, kW)
F.conv2d(x, kernel)
