import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.randn(2, 3, dtype=torch.int64, device=device)
