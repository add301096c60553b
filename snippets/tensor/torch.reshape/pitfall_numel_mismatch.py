import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
torch.reshape(x, (4, 2))     # 8 elements requested, 6 available
