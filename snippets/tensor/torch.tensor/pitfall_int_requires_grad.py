import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.tensor([1, 2, 3], requires_grad=True, device=device)
