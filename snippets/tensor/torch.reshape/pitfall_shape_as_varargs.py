import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
print(x.reshape(2, 3).shape)     # the method accepts separate ints
torch.reshape(x, 2, 3)           # the function needs one tuple
