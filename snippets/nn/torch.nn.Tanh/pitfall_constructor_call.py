import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0], device=device)
torch.nn.Tanh(x)  # meant nn.Tanh()(x) or torch.tanh(x)
