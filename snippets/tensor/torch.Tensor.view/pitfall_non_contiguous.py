import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
t = x.t()  # shape (3, 2), not contiguous
print(t.is_contiguous())
t.view(6)
