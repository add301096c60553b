import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, 5, device=device)
print(x.unsqueeze(2).shape)  # valid dims for a 2-D input: -3 .. 2
x.unsqueeze(3)
