import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.zeros(3, dtype="float32", device=device)
