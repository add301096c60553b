import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)  # 叶子张量
F.relu(x, inplace=True)
