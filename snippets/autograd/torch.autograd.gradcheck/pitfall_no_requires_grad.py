import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, dtype=torch.float64, device=device)  # requires_grad=False
torch.autograd.gradcheck(torch.sin, (x,))
