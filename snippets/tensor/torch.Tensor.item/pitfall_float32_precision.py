import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor(0.1, device=device)    # stored as float32
print(x.item())                          # the float32 value, widened to a Python float
print(x.item() == 0.1)
print(abs(x.item() - 0.1) < 1e-6)
