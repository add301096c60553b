import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, device=device)
F.pad(x, (1,))  # 只给了一个数：每个维度都需要一对 (before, after)
