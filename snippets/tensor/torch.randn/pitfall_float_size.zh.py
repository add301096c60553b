import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = 8
noise = torch.randn(batch / 2, 16, device=device)   # batch / 2 是 4.0，一个浮点数
