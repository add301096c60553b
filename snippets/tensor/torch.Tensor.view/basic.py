import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
y = x.view(2, 3)
print(y)
print(x.view(-1, 2).shape)

y[0, 0] = 100  # y shares storage with x
print(x)
