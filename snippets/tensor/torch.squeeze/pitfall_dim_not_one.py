import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 3, 1, device=device)
y = x.squeeze(1)  # dim 1 has size 3: nothing happens, no error
print(y.shape)
print(x.squeeze(2).shape)  # the size-1 dim is dim 2
