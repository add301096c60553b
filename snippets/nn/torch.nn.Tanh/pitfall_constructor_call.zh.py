import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0], device=device)
torch.nn.Tanh(x)  # 本意是 nn.Tanh()(x) 或 torch.tanh(x)
