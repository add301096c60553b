import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 1, 5, 5, device=device)
kernel = torch.tensor([[0.0, 1.0, 0.0],
                       [1.0, -4.0, 1.0],
                       [0.0, 1.0, 0.0]], device=device)  # 普通的 3x3 拉普拉斯核
print(F.conv2d(x, kernel.view(1, 1, 3, 3)).shape)  # 修正：(C_out, C_in, kH, kW)
F.conv2d(x, kernel)
